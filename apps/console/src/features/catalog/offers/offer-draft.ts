import { zodResolver } from '@hookform/resolvers/zod';
import { RedemptionDataType, offerFormSchema } from '@citybook/contract/catalog';
import type { OfferEditor, OfferForm } from '@citybook/contract/catalog';
import type { DefaultValues, FieldError, Resolver, UseFormReturn } from 'react-hook-form';
import { draftOfRules, rulesOfDraft } from './offer-rules-draft.ts';
import type { RulesDraft } from './offer-rules-draft.ts';

/** The offer editor's values: the contract's form, its rules as the controls hold them. */
export type OfferDraft = Omit<OfferForm, 'rules'> & { rules: RulesDraft };

/** The offer editor's form: a draft in the controls, the contract's form once judged. */
export type OfferFormApi = UseFormReturn<OfferDraft, unknown, OfferForm>;

/** The draft of a stored offer. */
export function draftOfOffer(editor: OfferEditor): DefaultValues<OfferDraft> {
  return {
    slug: editor.slug,
    // An offer from before editions (none) must be given one before it is saved.
    ...(editor.editionId === null ? {} : { editionId: editor.editionId }),
    title: editor.title,
    exclusion: editor.exclusion,
    redemptionDataTypeCode: editor.redemptionDataTypeCode,
    redemptionData: editor.redemptionData,
    savings: editor.savings,
    sortOrder: editor.sortOrder,
    rules: draftOfRules(editor.rules),
  };
}

/** A new offer: a code to show, in the newest edition of the merchant's market. */
export function newOfferDraft(editionId: number | undefined): DefaultValues<OfferDraft> {
  return {
    slug: '',
    ...(editionId === undefined ? {} : { editionId }),
    title: '',
    exclusion: '',
    redemptionDataTypeCode: RedemptionDataType.text,
    redemptionData: '',
    sortOrder: 0,
    rules: draftOfRules(null),
  };
}

const schemaResolver = zodResolver(offerFormSchema);

/**
 * OPERATOR-10: the contract's offer schema judges the draft, its rules as `rulesOfDraft` reads
 * them; what it refuses shows on the control of the same path.
 */
export const offerDraftResolver: Resolver<OfferDraft, unknown, OfferForm> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    { ...values, rules: rulesOfDraft(values.rules) },
    context,
    // The options name the draft's fields: the same paths the schema's errors take.
    options as unknown as Parameters<typeof schemaResolver>[2],
  );

// What zod/mini says of a rule broken without words of its own (it has no English messages).
const UNWORDED = 'Invalid input';

/** "use HH:MM, e.g. 15:30" → "Use HH:MM, e.g. 15:30." */
function sentence(message: string): string {
  const capital = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/**
 * A field's error in words: the contract's, as a sentence; `missing` when the field is empty or
 * holds no value of the right kind (nothing chosen, no number typed), which the schema leaves
 * unworded or words for a filled-in value.
 */
export function errorText(
  error: FieldError | undefined,
  missing: string | undefined,
  { empty = false }: { empty?: boolean } = {},
): string | undefined {
  if (!error) return undefined;
  const unworded = error.type === 'invalid_type' || !error.message || error.message === UNWORDED;
  if ((empty || unworded) && missing) return missing;
  return sentence(error.message || UNWORDED);
}
