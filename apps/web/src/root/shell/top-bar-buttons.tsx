import styles from './shell.module.css';

interface MenuToggleProps {
  menuId: string;
  expanded: boolean;
  onToggle: () => void;
  /** The member reaches for the toggle (points at it, presses it, focuses it): load the menu. */
  onIntent: () => void;
}

export function MenuToggle({ menuId, expanded, onToggle, onIntent }: MenuToggleProps) {
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label="Menu"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? menuId : undefined}
      onClick={onToggle}
      onPointerEnter={onIntent}
      onPointerDown={onIntent}
      onFocus={onIntent}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}

export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className={styles.iconButton} aria-label="Back" onClick={onBack}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
    </button>
  );
}
