import { FUNDRAISING_SLUG_ALPHABET, FUNDRAISING_SLUG_LENGTH } from '@citybook/contract';
import { randomInt } from 'node:crypto';

/**
 * FUNDRAISING-4: the random part of a campaign's or seller's link: 8 characters of 31, about 40
 * bits, from the system's cryptographic generator: nothing about the campaign, the name or another
 * link tells it.
 */
export function newFundraisingSlug(): string {
  let slug = '';
  for (let i = 0; i < FUNDRAISING_SLUG_LENGTH; i++)
    slug += FUNDRAISING_SLUG_ALPHABET[randomInt(FUNDRAISING_SLUG_ALPHABET.length)];
  return slug;
}

/** A new slug that `taken` does not know yet (a repeat is a one-in-a-trillion event). */
export async function unusedSlug(taken: (slug: string) => Promise<boolean>): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const slug = newFundraisingSlug();
    if (!(await taken(slug))) return slug;
  }
  throw new Error('No unused fundraising link after 5 attempts');
}
