import { describe, expect, it } from 'vitest';
import { APP_VERSION_USER_AGENT, compareVersions, isBelowMinimum } from './version.ts';

describe('app versions', () => {
  it('compares dotted versions part by part, missing parts counting as 0', () => {
    expect(compareVersions('2.10.0', '2.9.9')).toBeGreaterThan(0);
    expect(compareVersions('2.0', '2.0.0')).toBe(0);
    expect(compareVersions('1.9.9', '2.0.0')).toBeLessThan(0);
  });

  it('is below the minimum only for a well-formed older version', () => {
    expect(isBelowMinimum('1.4.2', '2.0.0')).toBe(true);
    expect(isBelowMinimum('2.0.0', '2.0.0')).toBe(false);
    expect(isBelowMinimum('3', '2.0.0')).toBe(false);
    expect(isBelowMinimum('not a version', '2.0.0')).toBe(false);
  });

  it('reads the version the native shell puts in its user agent', () => {
    const agent = 'Mozilla/5.0 (Linux; Android 14) Mobile CitybookApp/2.4.1';
    expect(APP_VERSION_USER_AGENT.exec(agent)?.[1]).toBe('2.4.1');
    expect(APP_VERSION_USER_AGENT.exec('Mozilla/5.0 Chrome/120')).toBeNull();
  });
});
