import QRCode from 'qrcode';

/*
 * OPERATOR-16: a batch's QR codes as vector paths (ADR 0042). The links of a batch differ only in
 * their code, so they are all the same length: the symbol's version is found for the first and
 * kept for the rest, and each link is one byte segment (the library's own segmentation, a
 * shortest-path search over mixed modes, cost half the symbol's time and gives the same version).
 */

/**
 * A fixed mask: choosing the best of the eight by penalty scoring takes six times as long as the
 * rest of the code, and every reader takes any mask (it is written in the symbol). ADR 0042.
 */
const QR_OPTIONS = { errorCorrectionLevel: 'M', maskPattern: 2 } as const;

export interface QrPath {
  /** Modules a side, without the quiet zone. */
  size: number;
  /** The dark modules as PDF rectangles, one per horizontal run, in module units. */
  path: string;
}

function runsOf(size: number, data: Uint8Array): string {
  let path = '';
  for (let row = 0; row < size; row++) {
    const at = row * size;
    let column = 0;
    while (column < size) {
      if (!data[at + column]) {
        column++;
        continue;
      }
      const start = column;
      while (column < size && data[at + column]) column++;
      path += `${start} ${row} ${column - start} 1 re\n`;
    }
  }
  return path.slice(0, -1);
}

/** An encoder for one batch's links: each call gives the link's QR code as a vector path. */
export function qrPathEncoder(): (link: string) => QrPath {
  let version: number | undefined;
  return (link) => {
    const { modules, version: found } = QRCode.create(
      [{ data: Buffer.from(link), mode: 'byte' }],
      version === undefined ? QR_OPTIONS : { ...QR_OPTIONS, version },
    );
    version = found;
    return { size: modules.size, path: runsOf(modules.size, modules.data) };
  };
}
