import { request } from 'node:http';

/** Bytes on the wire of a GET with this Accept-Encoding (fetch would decode: use node:http). */
export function compressedLength(url: string, acceptEncoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
