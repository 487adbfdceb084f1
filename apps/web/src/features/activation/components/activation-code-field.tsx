import { useId } from 'react';
import { TextField } from '../../../components/text-field/text-field.tsx';
import { activationCodeMask } from '../activation-code-mask.ts';
import { useMask } from '../../../lib/use-mask.ts';
import styles from './activation-page.module.css';

export const ACTIVATION_CODE_HINT = '16 or 8 characters, printed in your book';

interface ActivationCodeFieldProps {
  value: string;
  onChange: (formatted: string) => void;
  disabled: boolean;
}

/** ACTIVATION-4: only letters and digits are kept, shown in groups of 4 separated by dashes. */
export function ActivationCodeField({ value, onChange, disabled }: ActivationCodeFieldProps) {
  const hintId = useId();
  const mask = useMask(activationCodeMask);
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
        onFocus={mask.onFocus}
        onChange={(event) => {
          onChange(mask.onChange(event));
        }}
      />
      <p id={hintId} className={styles.hint}>
        {ACTIVATION_CODE_HINT}
      </p>
    </div>
  );
}
