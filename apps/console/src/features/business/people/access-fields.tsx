import { MERCHANT_ROLES } from '@citybook/contract/business';
import type { BusinessLocation, MerchantRole, PersonAccess } from '@citybook/contract/business';
import { useId } from 'react';
import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '../../../components/field/field.tsx';
import { BUSINESS_ROLE_LABELS } from '../session/current-business.ts';
import styles from './people.module.css';

const ROLE_HINTS: Record<MerchantRole, string> = {
  merchantAdmin: 'Everything of your organisation: people, details, results and offer changes.',
  counterStaff: 'The Redeem Desk only, at the locations you choose.',
};

/**
 * MERCHANT-13: what a person may do: their role and, for counter staff, the organisation's
 * locations they check codes at. Used by the invitation and the edit dialogs.
 */
export function AccessFields<Values extends FieldValues & PersonAccess>({
  form,
  locations,
}: {
  form: UseFormReturn<Values>;
  locations: readonly BusinessLocation[];
}) {
  // Both dialogs' values have these two fields; react-hook-form's paths cannot say so generically.
  const access = form as unknown as UseFormReturn<PersonAccess>;
  const role = useWatch({ control: access.control, name: 'role' });
  const chosen = useWatch({ control: access.control, name: 'merchantIds' });
  const { errors, isSubmitted } = access.formState;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = errors.merchantIds?.message;
  const picked = new Set(chosen);
  const toggle = (locationId: number, on: boolean) =>
    access.setValue(
      'merchantIds',
      locations.map((l) => l.id).filter((l) => (l === locationId ? on : picked.has(l))),
      { shouldDirty: true, shouldValidate: isSubmitted },
    );
  return (
    <>
      <SelectField
        label="Role"
        hint={ROLE_HINTS[role]}
        error={errors.role?.message}
        {...access.register('role')}
      >
        {MERCHANT_ROLES.map((value) => (
          <option key={value} value={value}>
            {BUSINESS_ROLE_LABELS[value]}
          </option>
        ))}
      </SelectField>
      {role === 'counterStaff' ? (
        <fieldset
          className={styles.locations}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        >
          <legend>Locations</legend>
          <p id={hintId} className={styles.hint}>
            They see the Redeem Desk for these locations only.
          </p>
          {locations.map((location) => (
            <label key={location.id} className={styles.check}>
              <input
                type="checkbox"
                checked={picked.has(location.id)}
                onChange={(event) => toggle(location.id, event.target.checked)}
              />
              <span>
                {location.title} <span className={styles.hint}>{location.address}</span>
              </span>
            </label>
          ))}
          {error ? (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          ) : null}
        </fieldset>
      ) : (
        <p className={styles.hint}>
          A merchant admin works for all of your{' '}
          {locations.length === 1 ? 'location' : `${String(locations.length)} locations`}.
        </p>
      )}
    </>
  );
}
