import { WEEKDAYS } from '@citybook/contract/catalog';
import type { Weekday } from '@citybook/contract/catalog';
import { Button } from '@citybook/ui';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { useFieldArray, useFormState } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { TextField } from '../../../components/field/field.tsx';
import type { OfferFormApi } from './offer-draft.ts';
import { errorText } from './offer-draft.ts';
import styles from './offers.module.css';

const DAY_NAMES: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The contract's bounds of the rules' lists (offerRulesSchema). */
const MAX_DATE_RANGES = 12;
const MAX_BLACKOUT_DATES = 60;

const numberOrNothing = (value: unknown) =>
  value === '' || value == null ? undefined : Number(value);

/** A group of controls with its legend, hint and a problem of the group as a whole. */
function RuleGroup({
  legend,
  hint,
  error,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className={styles.ruleGroup} aria-describedby={describedBy || undefined}>
      <legend className={styles.ruleLegend}>{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * OPERATOR-10, ADR 0022: the offer's structured rules as controls: the days, the hours, the date
 * ranges, the blackout dates, dine-in or take-out, the minimum spend and the party size. Each
 * error is the contract schema's, on its control.
 */
export function OfferRulesFields({ form }: { form: OfferFormApi }) {
  const { errors } = useFormState({ control: form.control });
  const isEmpty = (value: unknown) => ({ empty: value === '' });
  const ruleErrors = errors.rules;
  const ranges = useFieldArray({ control: form.control, name: 'rules.dateRanges' });
  const blackouts = useFieldArray({ control: form.control, name: 'rules.blackoutDates' });

  return (
    <div className={styles.rules}>
      <RuleGroup legend="Days" hint="Leave every day unticked for every day of the week.">
        <div className={styles.days}>
          {WEEKDAYS.map((day) => (
            <label key={day} className={styles.check}>
              <input type="checkbox" value={day} {...form.register('rules.days')} />
              {DAY_NAMES[day]}
            </label>
          ))}
        </div>
      </RuleGroup>

      <RuleGroup
        legend="Hours"
        hint="Leave both empty for all day. An end before the start runs past midnight (10 pm – 2 am); the start is included, the end is not."
      >
        <div className={styles.pair}>
          <TextField
            label="From"
            type="time"
            {...form.register('rules.hours.from')}
            error={errorText(
              ruleErrors?.hours?.from,
              'Please enter the time it starts.',
              isEmpty(form.getValues('rules.hours.from')),
            )}
          />
          <TextField
            label="To"
            type="time"
            {...form.register('rules.hours.to')}
            // The pair's own problem (from equal to to) shows on its end.
            error={errorText(
              ruleErrors?.hours?.to ?? rootOf(ruleErrors?.hours),
              'Please enter the time it ends.',
              isEmpty(form.getValues('rules.hours.to')),
            )}
          />
        </div>
      </RuleGroup>

      <RuleGroup
        legend="Date ranges"
        hint="It can be used only within these dates, both days included. None: on any date of its edition."
        error={errorText(rootOf(ruleErrors?.dateRanges), undefined)}
      >
        {ranges.fields.length > 0 ? (
          <ol className={styles.rows}>
            {ranges.fields.map((range, index) => {
              const rangeErrors = ruleErrors?.dateRanges?.[index];
              const number = String(index + 1);
              return (
                <li key={range.id} className={styles.row}>
                  <div className={styles.pair}>
                    <TextField
                      label={`Range ${number}: from`}
                      type="date"
                      {...form.register(`rules.dateRanges.${index}.from`)}
                      error={errorText(
                        rangeErrors?.from,
                        'Please enter the first day.',
                        isEmpty(form.getValues(`rules.dateRanges.${index}.from`)),
                      )}
                    />
                    <TextField
                      label={`Range ${number}: to`}
                      type="date"
                      {...form.register(`rules.dateRanges.${index}.to`)}
                      // The range's own problem (from after to) shows on its end.
                      error={errorText(
                        rangeErrors?.to ?? rootOf(rangeErrors),
                        'Please enter the last day.',
                        isEmpty(form.getValues(`rules.dateRanges.${index}.to`)),
                      )}
                    />
                  </div>
                  <Button variant="secondary" onClick={() => ranges.remove(index)}>
                    Remove range {number}
                  </Button>
                </li>
              );
            })}
          </ol>
        ) : null}
        <div>
          <Button
            variant="secondary"
            disabled={ranges.fields.length >= MAX_DATE_RANGES}
            onClick={() => ranges.append({ from: '', to: '' })}
          >
            Add a date range
          </Button>
        </div>
      </RuleGroup>

      <RuleGroup
        legend="Days it cannot be used"
        hint="Blackout dates, e.g. holidays."
        error={errorText(rootOf(ruleErrors?.blackoutDates), undefined)}
      >
        {blackouts.fields.length > 0 ? (
          <ol className={styles.rows}>
            {blackouts.fields.map((blackout, index) => {
              const number = String(index + 1);
              return (
                <li key={blackout.id} className={styles.row}>
                  <TextField
                    label={`Blackout date ${number}`}
                    type="date"
                    {...form.register(`rules.blackoutDates.${index}.date`)}
                    error={errorText(
                      rootOf(ruleErrors?.blackoutDates?.[index]),
                      'Please enter a date.',
                      isEmpty(form.getValues(`rules.blackoutDates.${index}.date`)),
                    )}
                  />
                  <Button variant="secondary" onClick={() => blackouts.remove(index)}>
                    Remove blackout date {number}
                  </Button>
                </li>
              );
            })}
          </ol>
        ) : null}
        <div>
          <Button
            variant="secondary"
            disabled={blackouts.fields.length >= MAX_BLACKOUT_DATES}
            onClick={() => blackouts.append({ date: '' })}
          >
            Add a blackout date
          </Button>
        </div>
      </RuleGroup>

      <RuleGroup legend="Dine-in or take-out" hint="Shown to staff at the counter, not checked.">
        <div className={styles.days}>
          {(
            [
              ['', 'Either'],
              ['dineIn', 'Dine-in only'],
              ['takeOut', 'Take-out only'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className={styles.check}>
              <input type="radio" value={value} {...form.register('rules.serviceMode')} />
              {label}
            </label>
          ))}
        </div>
      </RuleGroup>

      <RuleGroup legend="Spend and party" hint="Shown to staff at the counter, not checked.">
        <div className={styles.pair}>
          <TextField
            label="Minimum spend in dollars (optional)"
            type="number"
            inputMode="decimal"
            min="0"
            step="0.01"
            {...form.register('rules.minimumSpend', { setValueAs: numberOrNothing })}
            error={errorText(
              ruleErrors?.minimumSpend,
              'Please enter an amount above 0, at most 10,000.',
            )}
          />
          <TextField
            label="Smallest party (optional)"
            type="number"
            inputMode="numeric"
            min="1"
            max="100"
            step="1"
            {...form.register('rules.partySize.min', { setValueAs: numberOrNothing })}
            error={errorText(
              ruleErrors?.partySize?.min,
              'Please enter a whole number from 1 to 100.',
            )}
          />
          <TextField
            label="Largest party (optional)"
            type="number"
            inputMode="numeric"
            min="1"
            max="100"
            step="1"
            {...form.register('rules.partySize.max', { setValueAs: numberOrNothing })}
            error={errorText(
              ruleErrors?.partySize?.max ?? rootOf(ruleErrors?.partySize),
              'Please enter a whole number from 1 to 100.',
            )}
          />
        </div>
      </RuleGroup>
    </div>
  );
}

/** The problem of a group itself (a refinement of the whole object or list), not of a part. */
function rootOf(error: unknown): FieldError | undefined {
  const candidate = error as (FieldError & { root?: FieldError }) | undefined;
  if (!candidate) return undefined;
  if (candidate.root) return candidate.root;
  return typeof candidate.message === 'string' ? candidate : undefined;
}
