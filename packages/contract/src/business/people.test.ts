import { describe, expect, it } from 'vitest';
import {
  COUNTER_STAFF_LOCATIONS_MESSAGE,
  invitePersonRequestSchema,
  personAccessSchema,
  personStatusOf,
} from './people.ts';

describe('a person’s access (MERCHANT-13)', () => {
  it('gives counter staff one location or more, each once; an admin none', () => {
    expect(personAccessSchema.safeParse({ role: 'merchantAdmin', merchantIds: [] }).success).toBe(
      true,
    );
    expect(personAccessSchema.safeParse({ role: 'counterStaff', merchantIds: [4] }).success).toBe(
      true,
    );
    const none = personAccessSchema.safeParse({ role: 'counterStaff', merchantIds: [] });
    expect(none.error?.issues).toEqual([
      expect.objectContaining({ path: ['merchantIds'], message: COUNTER_STAFF_LOCATIONS_MESSAGE }),
    ]);
    expect(
      personAccessSchema.safeParse({ role: 'counterStaff', merchantIds: [4, 4] }).success,
    ).toBe(false);
  });

  it('invites with the same rules and a valid e-mail address', () => {
    const refused = invitePersonRequestSchema.safeParse({
      email: 'not-an-address',
      role: 'counterStaff',
      merchantIds: [],
    });
    expect(refused.error?.issues.map((issue) => issue.path[0]).sort()).toEqual([
      'email',
      'merchantIds',
    ]);
    expect(
      invitePersonRequestSchema.parse({
        email: ' till@corner.test ',
        role: 'counterStaff',
        merchantIds: [4],
      }).email,
    ).toBe('till@corner.test');
  });

  it('says where a person stands', () => {
    expect(personStatusOf({ disabled: true, mustChangePassword: true })).toBe('disabled');
    expect(personStatusOf({ disabled: false, mustChangePassword: true })).toBe('invited');
    expect(personStatusOf({ disabled: false, mustChangePassword: false })).toBe('active');
  });
});
