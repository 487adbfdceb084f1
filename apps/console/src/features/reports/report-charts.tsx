import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import styles from './reports.module.css';

/*
 * OPERATOR-25: the reports' charts, on Recharts (SVG), loaded with the reports screen only. A chart
 * is a picture of the table beside it: it is labelled as such and the table is what assistive
 * technology reads, so the chart takes no focus.
 */

const COLOURS = ['#1f5fa8', '#c2571a', '#2f7d4f', '#7a4fa3', '#9a6b00'] as const;

export interface ChartSeries {
  /** A numeric field of the rows. */
  readonly key: string;
  readonly label: string;
}

export interface BarsProps {
  /** What the chart shows, said to assistive technology ("Redemptions by day, chart"). */
  label: string;
  rows: readonly object[];
  /** The rows' field that names each bar. */
  category: string;
  series: readonly ChartSeries[];
  /** Bars side by side across (false) or names down the side (true, for long names). */
  horizontal?: boolean;
  height?: number;
}

export function BarsChart({
  label,
  rows,
  category,
  series,
  horizontal = false,
  height = 260,
}: BarsProps) {
  // No rows, no picture: the table beside it says there is nothing.
  if (rows.length === 0) return null;
  return (
    <div className={styles.chart} role="img" aria-label={`${label}; the table shows the numbers`}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={rows}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 16, bottom: 8, left: horizontal ? 8 : 0 }}
          accessibilityLayer={false}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="#d5dde5" />
          {horizontal ? (
            <>
              <XAxis type="number" allowDecimals={false} />
              <YAxis type="category" dataKey={category} width={140} tick={{ fontSize: 12 }} />
            </>
          ) : (
            <>
              <XAxis dataKey={category} tick={{ fontSize: 12 }} minTickGap={12} />
              <YAxis allowDecimals={false} width={40} />
            </>
          )}
          <Tooltip />
          {series.length > 1 ? <Legend /> : null}
          {series.map((line, index) => (
            <Bar
              key={line.key}
              dataKey={line.key}
              name={line.label}
              fill={COLOURS[index % COLOURS.length]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
