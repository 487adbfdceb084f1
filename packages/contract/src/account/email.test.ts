import { describe, expect, it } from 'vitest';
import { emailSchema, normalizeEmail } from './email.ts';
import { isGuestEmail } from './guest.ts';

describe('email', () => {
  it('accepts an address with surrounding spaces and trims it', () => {
    expect(emailSchema.parse('  ana@example.com ')).toBe('ana@example.com');
  });

  it.each(['', 'ana', 'ana@', '@example.com', `${'a'.repeat(250)}@x.co`])('rejects %j', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(false);
  });

  it('normalizes case for comparison', () => {
    expect(normalizeEmail(' Ana@Example.COM ')).toBe('ana@example.com');
    expect(isGuestEmail('GUEST@citybook.app')).toBe(true);
  });
});
