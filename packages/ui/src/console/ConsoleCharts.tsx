// The console's charts (recharts): a lazy chunk, loaded when a usage tab opens.
import { formatNumber } from '@sppock/sdk';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { vars } from '../theme/contract.css';
import * as styles from './console.css';

/** One bar: a name and its value. */
export interface ChartDatum {
  name: string;
  value: number;
}

export interface TopBarChartProps {
  /** The chart's accessible name (its title). */
  label: string;
  /** Already cut to the top N, largest first. */
  data: ChartDatum[];
  /** Formats a value for the axis and the tooltip. @default compact number */
  format?: (value: number) => string;
}

const compact = (value: number) => formatNumber(value, { notation: 'compact', maximumFractionDigits: 1 });

/** A horizontal bar chart of the largest entries ('Tokens por Agente', top 8). */
export function TopBarChart({ label, data, format = compact }: TopBarChartProps) {
  const tick = { fill: vars.color.fg.muted, fontSize: 12 };
  return (
    <figure className={styles.chart} aria-label={label}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 8 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={vars.color.border.default} horizontal={false} />
          <XAxis type="number" tick={tick} tickFormatter={format} axisLine={false} tickLine={false} />
          <YAxis type="category" dataKey="name" tick={tick} width={150} axisLine={false} tickLine={false} />
          <Tooltip
            formatter={(value) => format(Number(value))}
            cursor={{ fill: vars.color.bg.hover }}
            contentStyle={{
              background: vars.color.bg.raised,
              border: `1px solid ${vars.color.border.default}`,
              color: vars.color.fg.default,
            }}
          />
          <Bar
            dataKey="value"
            name={label}
            fill={vars.color.usage.violet}
            radius={[0, 4, 4, 0]}
            maxBarSize={22}
            isAnimationActive={false}
          />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
