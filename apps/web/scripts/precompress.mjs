// Writes .br and .gz siblings of the build's text assets so the server can send them as they are,
// without compressing on every request. A variant is kept only when it is smaller than the original.
// Usage: node scripts/precompress.mjs <dir>
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile() && COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

async function precompress(path) {
  const original = await readFile(path);
  const variants = [
    [
      '.br',
      await brotli(original, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
    ],
    ['.gz', await gzipAsync(original, { level: constants.Z_BEST_COMPRESSION })],
  ];
  let written = 0;
  for (const [suffix, compressed] of variants) {
    if (compressed.length < original.length) {
      await writeFile(path + suffix, compressed);
      written += 1;
    }
  }
  return written;
}

const dir = process.argv[2];
if (!dir) {
  console.error('Usage: node scripts/precompress.mjs <dir>');
  process.exit(1);
}

let files = 0;
let variants = 0;
for await (const path of walk(dir)) {
  files += 1;
  variants += await precompress(path);
}
process.stdout.write(
  `precompress: ${variants} compressed variants for ${files} files in ${relative(process.cwd(), dir) || '.'}\n`,
);
