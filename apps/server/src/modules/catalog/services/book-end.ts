import { OPEN_END } from '../../market/index.ts';

/** The end of an edition whose offers never expire: shown as no end at all (ADR 0032). */
export { OPEN_END };

/** CATALOG-14: an offer's book end is its edition's (OPERATOR-13); null when it has none. */
export function shownBookEnd(validUntil: string | null): string | null {
  return validUntil === null || validUntil === OPEN_END ? null : validUntil;
}

/** CATALOG-14: a merchant's book ends with its last offer's; null without offers or with an open one. */
export function merchantBookEnd(offerEnds: (string | null)[]): string | null {
  if (offerEnds.length === 0 || offerEnds.includes(null)) return null;
  return (offerEnds as string[]).reduce((latest, end) => (end > latest ? end : latest));
}
