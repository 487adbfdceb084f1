import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const benchDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const repoRoot = path.resolve(benchDir, '..');

/** Writes `bench/results/<name>.json` and prints the one-line summary. */
export function report(name: string, figures: unknown, summary: string): void {
  const dir = path.join(benchDir, 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  writeFileSync(
    file,
    JSON.stringify({ benchmark: name, at: new Date().toISOString(), figures }, null, 2) + '\n',
  );
  process.stdout.write(`${name}: ${summary}\n`);
}
