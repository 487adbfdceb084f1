import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CATEGORY_ICON_CHOICES } from './category-icons.ts';
import styles from './category-icon-picker.module.css';

interface CategoryIconPickerProps {
  /** react-hook-form's registration of the `icon` field, spread onto each radio. */
  field: UseFormRegisterReturn<'icon'>;
  /** The icon the category has now when it is not one of the set (an imported one). */
  foreignIcon?: string | undefined;
  error?: string | undefined;
}

/**
 * OPERATOR-10: a category's icon, chosen among the member app's icons, each shown as members see
 * it. A group of radios: Tab reaches it, the arrows move along it.
 */
export function CategoryIconPicker({ field, foreignIcon, error }: CategoryIconPickerProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      role="radiogroup"
      className={[styles.picker, error ? styles.invalid : ''].filter(Boolean).join(' ')}
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
      aria-invalid={Boolean(error)}
    >
      <legend className={styles.legend}>Icon</legend>
      <p id={hintId} className={styles.hint}>
        Shown beside the category in the members’ list and on the map’s markers.
      </p>
      {foreignIcon ? (
        <p className={styles.current}>
          <img className={styles.icon} src={foreignIcon} alt="" />
          <span>
            Its icon came with an import and is not one of the app’s set: members see it until you
            choose one of these and save.
          </span>
        </p>
      ) : null}
      <ul className={styles.choices}>
        {CATEGORY_ICON_CHOICES.map((icon) => (
          <li key={icon.path}>
            <label className={styles.choice}>
              <input className={styles.radio} type="radio" value={icon.path} {...field} />
              <img className={styles.icon} src={icon.path} alt="" width={40} height={40} />
              <span>{icon.label}</span>
            </label>
          </li>
        ))}
      </ul>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
