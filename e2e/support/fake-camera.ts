import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

const WIDTH = 640;
const HEIGHT = 480;

/**
 * A video file for Chromium's fake camera (`--use-file-for-fake-video-capture`) that films
 * `image` (a PNG, e.g. a screenshot of the counter screen's QR code) held up on white: Y4M, the
 * uncompressed format Chromium reads, in 4:2:0 with neutral colour (a grey picture is enough
 * for a QR code). Chromium plays its frames in a loop.
 */
export async function writeFakeCameraFile(image: Buffer, file: string): Promise<void> {
  const side = Math.round(HEIGHT * 0.75);
  const luma = await sharp(image)
    .flatten({ background: '#ffffff' })
    .resize(side, side, { fit: 'contain', background: '#ffffff', kernel: 'nearest' })
    .extend({
      top: (HEIGHT - side) / 2,
      bottom: (HEIGHT - side) / 2,
      left: (WIDTH - side) / 2,
      right: (WIDTH - side) / 2,
      background: '#ffffff',
    })
    .extractChannel(0)
    .raw()
    .toBuffer();
  if (luma.length !== WIDTH * HEIGHT) throw new Error('the camera frame came out at another size');
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, frame, frame]));
}
