import { zodResolver } from '@hookform/resolvers/zod';
import {
  DAY_LABELS,
  OPENING_EXCEPTIONS_MAX,
  OPENING_NOTE_MAX,
  OPENING_SPANS_PER_DAY_MAX,
  WEEKDAYS,
  emptyOpeningHours,
  openingHoursSchema,
} from '@citybook/contract/catalog';
import type { LocationHours, OpeningHours } from '@citybook/contract/catalog';
import { Button } from '@citybook/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { get, useFieldArray, useForm, type FieldErrors, type UseFormReturn } from 'react-hook-form';
import { ApiError, messageOf } from '../../lib/api-client.ts';
import { useFormFailure } from '../../lib/form-failure.ts';
import { TextField } from '../field/field.tsx';
import { Notice } from '../notice/notice.tsx';
import styles from './hours-editor.module.css';
import { CheckedForm } from '../checked-form/checked-form.tsx';

/**
 * Where a location's opening hours are kept (MERCHANT-14): the console's merchant calls or a
 * merchant admin's location calls. A save answers the hours as they now stand.
 */
export interface HoursStore {
  queryKey: readonly unknown[];
  load(signal: AbortSignal): Promise<LocationHours>;
  /** Saves the whole schedule over the revision the page holds (a 409 is the store's to handle). */
  save(openingHours: OpeningHours): Promise<LocationHours>;
}

export const HoursText = {
  saved: 'Saved. Members see the new hours now.',
  saveFailed: 'The opening hours could not be saved. Please try again.',
  loadFailed: 'The opening hours could not be loaded. Please try again.',
} as const;

type Form = UseFormReturn<OpeningHours>;
type SpansPath = `week.${(typeof WEEKDAYS)[number]}` | `exceptions.${number}.spans`;

/** The rule's message at a path: a field's, or a list's own (react-hook-form keeps it as root). */
function messageAt(errors: FieldErrors<OpeningHours>, path: string): string | undefined {
  type Found = { message?: string; root?: { message?: string } } | undefined;
  const error = get<FieldErrors<OpeningHours>, Found>(errors, path);
  return error?.message ?? error?.root?.message;
}

/** One day's spans: opens and closes of each, removable, and a way to add one. */
function SpansFields({
  form,
  name,
  legend,
  closedText,
}: {
  form: Form;
  name: SpansPath;
  legend: string;
  closedText: string;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name });
  const errors = form.formState.errors;
  const dayError = messageAt(errors, name);
  const errorId = useId();
  return (
    <fieldset
      className={styles.day}
      aria-describedby={dayError ? errorId : undefined}
      aria-invalid={dayError ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {fields.length === 0 ? <p className={styles.closed}>{closedText}</p> : null}
      {dayError ? (
        <p id={errorId} className={styles.error}>
          {dayError}
        </p>
      ) : null}
      {fields.map((field, index) => {
        return (
          <div key={field.id} className={styles.span}>
            <TextField
              type="time"
              label="Opens"
              error={
                messageAt(errors, `${name}.${String(index)}.opens`) ??
                messageAt(errors, `${name}.${String(index)}`)
              }
              {...form.register(`${name}.${index}.opens`)}
            />
            <TextField
              type="time"
              label="Closes"
              error={messageAt(errors, `${name}.${String(index)}.closes`)}
              {...form.register(`${name}.${index}.closes`)}
            />
            <Button
              variant="secondary"
              aria-label={`Remove ${legend} hours ${String(index + 1)}`}
              onClick={() => remove(index)}
            >
              Remove
            </Button>
          </div>
        );
      })}
      <div>
        <Button
          variant="secondary"
          disabled={fields.length >= OPENING_SPANS_PER_DAY_MAX}
          aria-label={`Add hours on ${legend}`}
          onClick={() => append({ opens: '09:00', closes: '17:00' })}
        >
          Add hours
        </Button>
      </div>
    </fieldset>
  );
}

/** Dated exceptions: a date, a short note and that day's hours (none: closed all day). */
function SpecialDays({ form, today }: { form: Form; today: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'exceptions' });
  const errors = form.formState.errors;
  const headingId = useId();
  return (
    <section className={styles.specialDays} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subheading}>
        Special days
      </h3>
      <p className={styles.muted}>
        Holidays and other days with other hours. A day with no hours is closed; past days are
        removed when you save.
      </p>
      {messageAt(errors, 'exceptions') ? (
        <p className={styles.error}>{messageAt(errors, 'exceptions')}</p>
      ) : null}
      {fields.map((field, index) => {
        const at = `exceptions.${String(index)}`;
        const number = String(index + 1);
        return (
          <div key={field.id} className={styles.exception}>
            <div className={styles.exceptionHead}>
              <TextField
                type="date"
                label={`Date of special day ${number}`}
                min={today}
                error={messageAt(errors, `${at}.date`)}
                {...form.register(`exceptions.${index}.date`)}
              />
              <TextField
                label={`Note of special day ${number}`}
                hint="A few words members see, e.g. Thanksgiving."
                maxLength={OPENING_NOTE_MAX}
                error={messageAt(errors, `${at}.note`)}
                {...form.register(`exceptions.${index}.note`)}
              />
            </div>
            <SpansFields
              form={form}
              name={`exceptions.${index}.spans`}
              legend={`Hours of special day ${number}`}
              closedText="Closed all day."
            />
            <div>
              <Button variant="secondary" onClick={() => remove(index)}>
                Remove special day {number}
              </Button>
            </div>
          </div>
        );
      })}
      <div>
        <Button
          variant="secondary"
          disabled={fields.length >= OPENING_EXCEPTIONS_MAX}
          onClick={() => append({ date: '', note: '', spans: [] })}
        >
          Add a special day
        </Button>
      </div>
    </section>
  );
}

type Said = { tone: 'success' | 'error'; text: string } | undefined;

function HoursForm({
  hours,
  store,
  say,
}: {
  hours: LocationHours;
  store: HoursStore;
  /** A notice that outlives this form (a save or a reload starts it afresh). */
  say: (said: Said) => void;
}) {
  const queryClient = useQueryClient();
  const form = useForm<OpeningHours>({
    resolver: zodResolver(openingHoursSchema),
    defaultValues: hours.openingHours ?? emptyOpeningHours(),
  });
  const failure = useFormFailure(form, HoursText.saveFailed);
  const save = useMutation({
    mutationFn: (values: OpeningHours) => store.save(values),
    onMutate: () => say(undefined),
    onSuccess: (after) => {
      say({ tone: 'success', text: HoursText.saved });
      queryClient.setQueryData(store.queryKey, after);
    },
    onError: (error) => {
      // Someone saved the location meanwhile: the store reads it again, and this form with it.
      if (error instanceof ApiError && error.status === 409) {
        say({ tone: 'error', text: messageOf(error, HoursText.saveFailed) });
        void queryClient.invalidateQueries({ queryKey: store.queryKey });
      } else failure.show(error);
    },
  });
  return (
    <CheckedForm
      className={styles.form}
      aria-label="Opening hours"
      failure={failure}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <p className={styles.muted}>
        Times on the market’s clock ({hours.timeZone}). Up to {String(OPENING_SPANS_PER_DAY_MAX)}{' '}
        spans a day; a day without hours is closed; hours that close before they open run past
        midnight.
      </p>
      <div className={styles.week}>
        {WEEKDAYS.map((day) => (
          <SpansFields
            key={day}
            form={form}
            name={`week.${day}`}
            legend={DAY_LABELS[day]}
            closedText="Closed."
          />
        ))}
      </div>
      <SpecialDays form={form} today={hours.today} />
      <div>
        <Button type="submit" disabled={save.isPending}>
          Save opening hours
        </Button>
      </div>
    </CheckedForm>
  );
}

/**
 * MERCHANT-14: a location's opening hours, the week's and special days', under the contract's
 * rules (checked here and again by the server). Shared by the merchant admin's Details page and
 * the console's merchant editor, each with its store.
 */
export function HoursEditor({ store }: { store: HoursStore }) {
  const headingId = useId();
  const [said, say] = useState<Said>();
  const hours = useQuery({ queryKey: store.queryKey, queryFn: ({ signal }) => store.load(signal) });
  return (
    <section className={styles.editor} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Opening hours
      </h2>
      {said ? <Notice tone={said.tone}>{said.text}</Notice> : null}
      {hours.isError ? (
        <Notice tone="error">
          <p>{messageOf(hours.error, HoursText.loadFailed)}</p>
          <Button variant="secondary" onClick={() => void hours.refetch()}>
            Try again
          </Button>
        </Notice>
      ) : hours.data ? (
        // A new revision (this save, or a reload after someone else's) starts the form afresh.
        <HoursForm key={hours.data.revision} hours={hours.data} store={store} say={say} />
      ) : (
        <p className={styles.muted}>Loading…</p>
      )}
    </section>
  );
}
