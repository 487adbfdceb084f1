import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Target } from './lighthouse-targets.ts';

/**
 * The baseline of `bench:lighthouse` (issue 28 item 4): a page with its content in the HTML and
 * nothing else (no script, no style sheet, no image), what the network and the machine allow at
 * best. Served by the same server, from the same directory as the app, audited in the same run:
 * a page's figure divided by the bare page's means something on a busy machine.
 */
export const BARE_PAGE: Target = { name: 'bare', path: '/bench-bare.html', loggedIn: false };

const BARE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A bare page: the benchmark's baseline." />
    <title>Citybook</title>
  </head>
  <body>
    <main>
      <h1>Log in to Citybook</h1>
      <p>A page whose HTML carries its content: the floor of what any page can reach.</p>
    </main>
  </body>
</html>
`;

/**
 * A copy of the built app (`distDir`) with the bare page added, for the server to serve (its
 * WEB_DIST): the build itself is left as it is. `remove()` deletes the copy.
 */
export function distWithBarePage(distDir: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'citybook-lighthouse-'));
  cpSync(distDir, dir, { recursive: true });
  writeFileSync(path.join(dir, BARE_PAGE.path), BARE_HTML);
  return {
    dir,
    remove() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
