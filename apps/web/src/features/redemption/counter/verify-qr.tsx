import { useMemo } from 'react';
import { encode } from 'uqr';

/** One square per dark module, as one path: small, and sharp at any size. */
function modulesPath(data: boolean[][]): string {
  return data
    .flatMap((row, y) => row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')))
    .join('');
}

export interface VerifyQrProps {
  url: string;
  /** The QR's accessible name. A prop, not imported: this chunk takes nothing from the offer
   * page's chunk, or the bundler would rebuild that chunk's exports on the login route (ADR 0017). */
  label: string;
  className?: string;
}

/** The QR staff scan: it opens `url`, the staff page checking the code; drawn from uqr's modules. */
export function VerifyQr({ url, label, className }: VerifyQrProps) {
  // The counter screen renders every second; the QR only changes with the address.
  const { size, path } = useMemo(() => {
    const qr = encode(url, { ecc: 'M', border: 2 });
    return { size: qr.size, path: modulesPath(qr.data) };
  }, [url]);
  return (
    <svg
      className={className}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
      data-url={url}
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
