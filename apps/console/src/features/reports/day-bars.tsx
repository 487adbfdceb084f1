import styles from './reports.module.css';

interface DayBarsProps {
  days: readonly { day: string; redemptions: number }[];
  label: string;
}

/**
 * OPERATOR-25: the home's small chart of redemptions by day: thirty bars of plain SVG, so the
 * console's first screen does not load the reports' chart library.
 */
export function DayBars({ days, label }: DayBarsProps) {
  const most = Math.max(1, ...days.map((day) => day.redemptions));
  const width = 300;
  const height = 64;
  const step = width / Math.max(days.length, 1);
  return (
    <figure className={styles.dayBarsFigure}>
      <figcaption className={styles.dayBarsLabel} aria-hidden="true">
        Redemptions by day
      </figcaption>
      <svg
        className={styles.dayBars}
        viewBox={`0 0 ${String(width)} ${String(height)}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
      >
        {days.map((day, index) => {
          const barHeight = (day.redemptions / most) * (height - 2);
          return (
            <rect
              key={day.day}
              x={index * step + step * 0.15}
              y={height - barHeight}
              width={step * 0.7}
              height={barHeight}
              rx={1}
            />
          );
        })}
      </svg>
    </figure>
  );
}
