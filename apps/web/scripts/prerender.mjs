// Writes the login page's first screen into the built app (ADR 0061) with the renderer that
// vite.prerender.config.ts built, then removes that renderer (it is not part of the app).
// Usage: node scripts/prerender.mjs <dist> <renderer dir>
import { rm } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dist, renderer] = process.argv.slice(2);
if (!dist || !renderer) {
  console.error('Usage: node scripts/prerender.mjs <dist> <renderer dir>');
  process.exit(1);
}
// React's production build, as the browser has it.
process.env.NODE_ENV ??= 'production';
try {
  const { writeLoginPage } = await import(
    pathToFileURL(resolve(renderer, 'prerender-login.js')).href
  );
  const file = await writeLoginPage(resolve(dist));
  process.stdout.write(`prerender: ${relative(process.cwd(), file)}\n`);
} finally {
  await rm(renderer, { recursive: true, force: true });
}
