/**
 * The operator command (`npm run cli`) as one bundled file, made once when the test server starts.
 * Through tsx each command spent about 2 s compiling the server's sources before doing anything, and
 * the tests run dozens of them (codes, staff, businesses, imports); the bundle starts in well under
 * a second. It is the same source (`apps/server/src/cli/index.ts`), bundled with its workspace
 * packages; npm packages stay imports of `node_modules`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/server');

/**
 * Where a test server's bundle is written: apps/server/dist/ is as deep in the repository as the
 * sources' apps/server/src/, so the paths the config derives from its own file stay the same.
 */
export function operatorCliFile(port: number | string): string {
  return path.join(serverDir, 'dist', `e2e-operator-cli-${port}.mjs`);
}

export async function bundleOperatorCli(port: number | string): Promise<void> {
  await build({
    entryPoints: [path.join(serverDir, 'src/cli/index.ts')],
    outfile: operatorCliFile(port),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-stay-imports',
        setup(plugin) {
          plugin.onResolve({ filter: /^[^./]/ }, ({ path: name }) =>
            name.startsWith('@citybook/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
}
