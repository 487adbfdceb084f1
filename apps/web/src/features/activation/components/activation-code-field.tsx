import {
  ACTIVATION_CODE_LENGTHS,
  formatActivationCode,
  normalizeActivationCode,
} from '@citybook/contract';
import { useId } from 'react';
import { TextField } from '../../../components/text-field/text-field.tsx';
import styles from './activation-page.module.css';

const MAX_CODE_LENGTH = Math.max(...ACTIVATION_CODE_LENGTHS);

export const ACTIVATION_CODE_HINT = '16 or 8 characters, printed in your book';

interface ActivationCodeFieldProps {
  value: string;
  onChange: (formatted: string) => void;
  disabled: boolean;
}

/** Spec §5: only letters and digits are kept, shown in groups of 4 separated by dashes. */
export function ActivationCodeField({ value, onChange, disabled }: ActivationCodeFieldProps) {
  const hintId = useId();
  return (
    <div className={styles.field}>
      <TextField
        label="Activation code"
        name="code"
        value={value}
        disabled={disabled}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        aria-describedby={hintId}
        onChange={(event) => {
          const bare = normalizeActivationCode(event.target.value).slice(0, MAX_CODE_LENGTH);
          onChange(formatActivationCode(bare));
        }}
      />
      <p id={hintId} className={styles.hint}>
        {ACTIVATION_CODE_HINT}
      </p>
    </div>
  );
}
