import { useMemo } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SelectField } from '../../../components/field/field.tsx';
import { localTimeIn, timeZoneGroups } from './time-zones.ts';
import { useNow } from './use-now.ts';

interface TimeZoneFieldProps {
  field: UseFormRegisterReturn<'timeZone'>;
  /** The zone chosen now (the form's value). */
  value: string;
  /** The stored market's zone, kept in the list even if this browser does not list it. */
  stored?: string | undefined;
  error?: string | undefined;
}

/**
 * OPERATOR-10: a market's time zone, chosen from the IANA zones, with the time there now so the
 * editor sees they picked the right clock. Offers' days and hours are read on it (ADR 0022).
 */
export function TimeZoneField({ field, value, stored, error }: TimeZoneFieldProps) {
  const now = useNow();
  // The list is long (about 400 zones): made once; offsets change only at a clock change.
  const groups = useMemo(() => timeZoneGroups(new Date(), stored), [stored]);
  const local = value ? localTimeIn(value, now) : undefined;
  return (
    <SelectField
      label="Time zone"
      hint={
        local
          ? `Local time there now: ${local}. Offers’ days and hours, and ads’ runs, follow this clock.`
          : 'The clock its offers’ days and hours, and its ads’ runs, follow.'
      }
      error={error}
      {...field}
    >
      <option value="">Choose a time zone</option>
      {groups.map((group) => (
        <optgroup key={group.region} label={group.region}>
          {group.zones.map((zone) => (
            <option key={zone.name} value={zone.name}>
              {zone.label}
            </option>
          ))}
        </optgroup>
      ))}
    </SelectField>
  );
}
