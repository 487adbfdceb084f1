import { offerRulesSchema, type OfferRules } from '@citybook/contract';
import type { OfferRow } from '../../../db/schema.ts';

/** An offer's stored rules (checked on import; checked again here, as a row may be old). */
export function rulesOf(row: Pick<OfferRow, 'rules'>): OfferRules | null {
  return row.rules === null ? null : offerRulesSchema.parse(JSON.parse(row.rules));
}
