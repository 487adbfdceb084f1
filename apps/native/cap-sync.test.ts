import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appConfig } from './app-config.ts';

const run = promisify(execFile);
const repo = resolve(import.meta.dirname, '../..');
const cli = join(repo, 'node_modules/@capacitor/cli/bin/capacitor');
const PLUGINS = [
  '@capacitor-community/screen-brightness',
  '@capacitor/app',
  '@capacitor/geolocation',
];

/**
 * A fresh clone as far as Capacitor sees it: this folder's committed files, a web build, the
 * installed packages, no platform folders and no mobile SDKs (CI has none).
 */
let clone: string;
let project: string;

async function cap(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ stdout: string; stderr: string }> {
  return run(process.execPath, [cli, ...args], {
    cwd: project,
    env: { ...process.env, CI: '1', NO_COLOR: '1', ...env },
  });
}

beforeAll(async () => {
  clone = await mkdtemp(join(tmpdir(), 'citybook-native-'));
  project = join(clone, 'apps/native');
  await mkdir(project, { recursive: true });
  for (const file of ['package.json', 'capacitor.config.ts', 'app-config.ts']) {
    await copyFile(join(import.meta.dirname, file), join(project, file));
  }
  await mkdir(join(clone, 'apps/web/dist'), { recursive: true });
  await writeFile(
    join(clone, 'apps/web/dist/index.html'),
    '<!doctype html><title>Citybook</title>',
  );
  await symlink(join(repo, 'node_modules'), join(clone, 'node_modules'), 'dir');
});

afterAll(async () => {
  await rm(clone, { recursive: true, force: true });
});

describe('the Capacitor project on a fresh clone without mobile SDKs', () => {
  it('is read by the Capacitor CLI as the configuration says', async () => {
    const { stdout } = await cap(['config', '--json']);
    const resolved = JSON.parse(stdout) as { app: { extConfig: unknown; webDirAbs: string } };

    expect(resolved.app.extConfig).toEqual(appConfig(undefined));
    expect(resolved.app.webDirAbs).toBe(join(clone, 'apps/web/dist'));
  });

  it('stops with the reason on a server address it must not open', async () => {
    await expect(
      cap(['config', '--json'], { CITYBOOK_SERVER_URL: 'http://example.com' }),
    ).rejects.toThrow(/CITYBOOK_SERVER_URL must be https/);
  });

  it('syncs, and generates both platform projects with the bridge plugins and the build', async () => {
    await cap(['sync']);
    const android = await cap(['add', 'android']);
    const ios = await cap(['add', 'ios']);

    for (const { stdout } of [android, ios]) {
      for (const plugin of PLUGINS) expect(stdout).toContain(plugin);
    }
    for (const copied of [
      'android/app/src/main/assets/public/index.html',
      'ios/App/App/public/index.html',
    ]) {
      await expect(readFile(join(project, copied), 'utf8')).resolves.toContain('Citybook');
    }
    await expect(cap(['sync'])).resolves.toBeDefined();
  });
});
