import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { TextField } from '../field/field.tsx';

type Day = 'from' | 'to';
type Errors = Partial<Record<Day, string>>;

/** The contract's rule for the question, as zod (mini) gives it: parsed or the issues' paths. */
interface RangeRule<Query> {
  safeParse: (
    input: unknown,
  ) =>
    | { success: true; data: Query }
    | { success: false; error: { issues: readonly { path: PropertyKey[]; message: string }[] } };
}

interface RangeFormOptions<Query, Draft extends Record<Day, string>> {
  query: Query;
  draftOf: (query: Query) => Draft;
  /** What the draft becomes before the rule reads it (e.g. an empty choice left out). */
  inputOf?: (draft: Draft) => unknown;
  rule: RangeRule<Query>;
  onAsk: (query: Query) => void;
}

/**
 * A report's question — a choice and a range of days — kept as a draft until it is asked, checked
 * by the contract's rule with its messages on the date fields. A new question from the address
 * (back, a link) resets the draft to it.
 */
export function useRangeForm<Query, Draft extends Record<Day, string>>({
  query,
  draftOf,
  inputOf = (draft) => draft,
  rule,
  onAsk,
}: RangeFormOptions<Query, Draft>) {
  const [draft, setDraft] = useState(() => draftOf(query));
  const [errors, setErrors] = useState<Errors>({});
  const [asked, setAsked] = useState(query);
  if (asked !== query) {
    setAsked(query);
    setDraft(draftOf(query));
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = rule.safeParse(inputOf(draft));
    if (parsed.success) {
      setErrors({});
      onAsk(parsed.data);
      return;
    }
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === 'from' || field === 'to') && !found[field]) found[field] = issue.message;
    }
    setErrors(found);
  }

  const dateField = (name: Day, label: string): ReactNode => (
    <TextField
      label={label}
      error={errors[name]}
      type="date"
      name={name}
      required
      value={draft[name]}
      onChange={(event) => {
        setDraft({ ...draft, [name]: event.target.value });
      }}
    />
  );
  const dateFields = (
    <>
      {dateField('from', 'From')}
      {dateField('to', 'To')}
    </>
  );

  return { draft, setDraft, submit, dateFields };
}
