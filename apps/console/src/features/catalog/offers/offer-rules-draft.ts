import { offerRulesSchema } from '@citybook/contract/catalog';
import type { OfferRules, ServiceMode, Weekday } from '@citybook/contract/catalog';

/*
 * The structured rules of ADR 0022 as the offer editor's controls hold them (OPERATOR-10): every
 * rule has a value even when it is not set (no day ticked, empty times, no dates), so each control
 * is a plain input. `rulesOfDraft` turns the draft into the contract's rules, leaving out what is
 * not set, and the contract's schema judges them; its errors keep the draft's paths.
 */
export interface RulesDraft {
  /** None ticked: every day. */
  days: Weekday[];
  /** Both empty: all day. */
  hours: { from: string; to: string };
  dateRanges: { from: string; to: string }[];
  /** Objects, as a field array holds them; the rules keep the dates alone. */
  blackoutDates: { date: string }[];
  /** '': dine-in or take-out. */
  serviceMode: '' | ServiceMode;
  minimumSpend: number | undefined;
  partySize: { min: number | undefined; max: number | undefined };
}

/** The editor's controls for the stored rules (none: nothing set). */
export function draftOfRules(rules: OfferRules | null | undefined): RulesDraft {
  return {
    days: [...(rules?.days ?? [])],
    hours: { from: rules?.hours?.from ?? '', to: rules?.hours?.to ?? '' },
    dateRanges: (rules?.dateRanges ?? []).map(({ from, to }) => ({ from, to })),
    blackoutDates: (rules?.blackoutDates ?? []).map((date) => ({ date })),
    serviceMode: rules?.serviceMode ?? '',
    minimumSpend: rules?.minimumSpend,
    partySize: { min: rules?.partySize?.min, max: rules?.partySize?.max },
  };
}

/**
 * The rules the draft sets, for the contract's schema to judge: a rule left empty is left out,
 * a half-filled one is kept as it is so the schema names what is missing.
 */
export function rulesOfDraft(draft: RulesDraft): Record<string, unknown> {
  const rules: Record<string, unknown> = {};
  if (draft.days.length > 0) rules.days = draft.days;
  if (draft.hours.from !== '' || draft.hours.to !== '') rules.hours = { ...draft.hours };
  if (draft.dateRanges.length > 0)
    rules.dateRanges = draft.dateRanges.map((range) => ({ ...range }));
  if (draft.blackoutDates.length > 0) rules.blackoutDates = draft.blackoutDates.map((d) => d.date);
  if (draft.serviceMode !== '') rules.serviceMode = draft.serviceMode;
  if (isNumber(draft.minimumSpend)) rules.minimumSpend = draft.minimumSpend;
  const { min, max } = draft.partySize;
  if (isNumber(min) || isNumber(max)) {
    rules.partySize = {
      ...(isNumber(min) ? { min } : {}),
      ...(isNumber(max) ? { max } : {}),
    };
  }
  return rules;
}

const isNumber = (value: number | undefined): value is number =>
  value !== undefined && !Number.isNaN(value);

/**
 * The rules of the draft that are complete and valid, each judged alone, for the preview while
 * the editor is still typing; `incomplete` says some were left out.
 */
export function validRulesOfDraft(draft: RulesDraft): { rules: OfferRules; incomplete: boolean } {
  const rules: Record<string, unknown> = {};
  let incomplete = false;
  for (const [name, value] of Object.entries(rulesOfDraft(draft))) {
    const one = offerRulesSchema.safeParse({ [name]: value });
    if (one.success) Object.assign(rules, one.data);
    else incomplete = true;
  }
  return { rules: rules, incomplete };
}
