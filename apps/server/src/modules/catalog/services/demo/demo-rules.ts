import type { OfferRules } from '@citybook/contract';
import { seededRandom } from './random.ts';

const WEEKDAYS_ONLY = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
const HOLIDAYS = ['2027-05-31', '2027-07-04', '2027-09-06', '2027-11-25', '2027-12-25'];

/** Rules as local businesses write them, by category. */
const patterns: Record<string, OfferRules[]> = {
  dining: [
    { days: [...WEEKDAYS_ONLY], hours: { from: '11:00', to: '15:00' } },
    { days: ['sat', 'sun'], hours: { from: '09:00', to: '14:00' }, serviceMode: 'dineIn' },
    { serviceMode: 'dineIn', minimumSpend: 20 },
    { days: ['mon', 'tue', 'wed', 'thu'], hours: { from: '16:00', to: '18:30' } },
    // Dining terms say dine-in only already: no take-out rule to contradict them.
    { blackoutDates: ['2027-02-14', '2027-12-24', '2027-12-25'] },
    { serviceMode: 'dineIn', partySize: { min: 2, max: 6 } },
  ],
  entertainment: [
    { days: ['mon', 'tue', 'wed', 'thu'] },
    { blackoutDates: HOLIDAYS },
    { partySize: { max: 4 } },
  ],
  shopping: [{ minimumSpend: 25 }, { blackoutDates: ['2027-11-26', '2027-11-29'] }],
  services: [{ minimumSpend: 50 }, { days: [...WEEKDAYS_ONLY] }],
  auto: [{ days: [...WEEKDAYS_ONLY], hours: { from: '08:00', to: '17:00' } }],
  travel: [{ dateRanges: [{ from: '2027-01-05', to: '2027-05-20' }] }],
};

/** A stable number from a slug, so each offer's rules do not depend on the others. */
function seedOf(slug: string): number {
  let hash = 2166136261;
  for (const char of slug) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * The demo rules of an offer: about a third of the offers have some (issue #17), chosen from the
 * offer's slug alone, so the rest of the demo data stays as it was.
 */
export function demoRulesFor(slug: string, category: string): OfferRules | undefined {
  const random = seededRandom(seedOf(slug));
  const choices = patterns[category];
  if (!choices || !random.chance(1 / 3)) return undefined;
  return random.pick(choices);
}
