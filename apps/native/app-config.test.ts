import { resolve } from 'node:path';
import { APP_VERSION_USER_AGENT } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { APP_VERSION, appConfig, serverUrlOf } from './app-config.ts';

describe('Capacitor configuration', () => {
  it('carries the web build and opens it when no server is named', () => {
    const config = appConfig(undefined);

    expect(config.appId).toMatch(/^[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)+$/);
    expect(resolve(import.meta.dirname, config.webDir ?? '')).toBe(
      resolve(import.meta.dirname, '../web/dist'),
    );
    expect(config.server).toBeUndefined();
  });

  it('names its version in the user agent the way the server reads it (444 update required)', () => {
    const config = appConfig(undefined);

    for (const agent of [config.android?.appendUserAgent, config.ios?.appendUserAgent]) {
      expect(APP_VERSION_USER_AGENT.exec(`Mozilla/5.0 ${agent ?? ''}`)?.[1]).toBe(APP_VERSION);
    }
  });

  it('opens the deployed site over https, and allows navigation only there', () => {
    expect(appConfig('https://citybook.app/').server).toEqual({
      url: 'https://citybook.app/',
      cleartext: false,
      allowNavigation: ['citybook.app'],
    });
  });

  it('allows plain http only for a development server on the machine or the emulator host', () => {
    expect(appConfig('http://10.0.2.2:3000').server).toMatchObject({
      url: 'http://10.0.2.2:3000/',
      cleartext: true,
    });
    expect(serverUrlOf('http://localhost:3000')?.host).toBe('localhost:3000');
    expect(serverUrlOf('  ')).toBeUndefined();
  });

  it('refuses a server it must not open, naming the setting', () => {
    expect(() => serverUrlOf('http://citybook.app')).toThrow(
      'CITYBOOK_SERVER_URL must be https (http only for localhost, 127.0.0.1 or 10.0.2.2): "http://citybook.app".',
    );
    expect(() => serverUrlOf('citybook.app')).toThrow(
      'CITYBOOK_SERVER_URL is not a URL: "citybook.app".',
    );
  });
});
