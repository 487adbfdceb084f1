import { SESSION_SIGNAL_COOKIE } from '@citybook/contract';
import { describe, expect, it } from 'vitest';
import { profile } from '../../testing/fixtures.ts';
import { loadStoredProfile, storeProfile } from './profile-storage.ts';
import { clearLocalSession, hasSession } from './session.ts';

describe('session', () => {
  it('is signalled by the companion cookie only', () => {
    document.cookie = 'other=1; Path=/';
    expect(hasSession()).toBe(false);

    document.cookie = `${SESSION_SIGNAL_COOKIE}=1; Path=/`;
    expect(hasSession()).toBe(true);
  });

  it('is forgotten together with the stored profile', async () => {
    document.cookie = `${SESSION_SIGNAL_COOKIE}=1; Path=/`;
    storeProfile(profile);
    expect(loadStoredProfile()).toEqual(profile);

    await clearLocalSession();

    expect(hasSession()).toBe(false);
    expect(loadStoredProfile()).toBeUndefined();
  });

  it('ignores a stored profile that no longer matches the contract', () => {
    localStorage.setItem('citybook.profile', JSON.stringify({ emailAddress: 'a@b.co' }));
    expect(loadStoredProfile()).toBeUndefined();
  });
});
