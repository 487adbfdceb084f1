import {
  AppHeader,
  ErrorCode,
  minimumVersionSchema,
  minimumVersionsSchema,
  UPDATE_REQUIRED_MESSAGE,
  MarketApi,
  AppApi,
  urlOf,
} from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helpers/test-app.ts';

const testApp = useTestApp({
  config: { MIN_APP_VERSION_ANDROID: '2.3.0', MIN_APP_VERSION_IOS: '3.0' },
});

function fromApp(platform: string, version: string) {
  return testApp().app.inject({
    method: 'GET',
    url: MarketApi.getMarkets.path,
    headers: { [AppHeader.platform]: platform, [AppHeader.version]: version },
  });
}

describe('app versions (APP-10 version calls and 444)', () => {
  it('names the minimum version per operating system, and all at once', async () => {
    const { app } = testApp();
    const android = await app.inject(
      urlOf(AppApi.getMinimumVersion, { params: { os: 'android' } }),
    );
    expect(minimumVersionSchema.parse(android.json())).toEqual({
      os: 'android',
      minimumVersion: '2.3.0',
    });
    const ios = await app.inject(urlOf(AppApi.getMinimumVersion, { params: { os: 'iOS' } }));
    expect(ios.json()).toEqual({ os: 'ios', minimumVersion: '3.0' });
    const all = await app.inject(AppApi.getMinimumVersions.path);
    expect(minimumVersionsSchema.parse(all.json())).toEqual({ android: '2.3.0', ios: '3.0' });
    const unknown = await app.inject(
      urlOf(AppApi.getMinimumVersion, { params: { os: 'windows' } }),
    );
    expect(unknown.statusCode).toBe(400);
  });

  it('answers 444 to an app older than the minimum for its platform', async () => {
    const old = await fromApp('android', '2.2.9');
    expect(old.statusCode).toBe(444);
    expect(old.json()).toEqual({
      code: ErrorCode.updateRequired,
      message: UPDATE_REQUIRED_MESSAGE,
    });
    expect((await fromApp('ios', '2.9.9')).statusCode).toBe(444);
  });

  it('serves current apps, the plain web and unreadable versions as usual', async () => {
    const { app } = testApp();
    expect((await fromApp('android', '2.3.0')).statusCode).toBe(200);
    expect((await fromApp('ios', '3.0.1')).statusCode).toBe(200);
    expect((await fromApp('web', '0.1')).statusCode).toBe(200);
    expect((await fromApp('android', 'beta')).statusCode).toBe(200);
    expect((await app.inject(MarketApi.getMarkets.path)).statusCode).toBe(200);
  });

  it('keeps the version calls open to outdated apps, so they can learn what to update to', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: urlOf(AppApi.getMinimumVersion, { params: { os: 'android' } }),
      headers: { [AppHeader.platform]: 'android', [AppHeader.version]: '1.0.0' },
    });
    expect(response.statusCode).toBe(200);
  });
});
