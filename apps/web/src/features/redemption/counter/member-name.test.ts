import { describe, expect, it } from 'vitest';
import { memberDisplayName } from './member-name.ts';

const email = 'jane.doe@example.com';

describe('memberDisplayName', () => {
  it('gives the first name and the last initial', () => {
    expect(memberDisplayName({ firstName: 'Jane', lastName: 'Doe', emailAddress: email })).toBe(
      'Jane D.',
    );
    expect(
      memberDisplayName({ firstName: ' Mary Ann ', lastName: 'van Dyke', emailAddress: email }),
    ).toBe('Mary Ann V.');
    expect(memberDisplayName({ firstName: 'Zoë', lastName: 'Émile', emailAddress: email })).toBe(
      'Zoë É.',
    );
  });

  it('gives the initial of one name alone', () => {
    expect(memberDisplayName({ firstName: 'jane', lastName: null, emailAddress: email })).toBe(
      'J.',
    );
    expect(memberDisplayName({ firstName: '  ', lastName: 'Doe', emailAddress: email })).toBe('D.');
  });

  it('gives nothing without a name, never the email address', () => {
    expect(memberDisplayName({ firstName: null, lastName: '', emailAddress: email })).toBeNull();
    expect(memberDisplayName(null)).toBeNull();
    expect(memberDisplayName(undefined)).toBeNull();
  });
});
