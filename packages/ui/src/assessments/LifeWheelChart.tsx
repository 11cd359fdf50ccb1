import { formatNumber } from '@sppock/sdk';
import {
  Legend,
  PolarAngleAxis,
  PolarGrid,
  PolarRadiusAxis,
  Radar,
  RadarChart,
  ResponsiveContainer,
} from 'recharts';
import { visuallyHidden } from '../internal/styles.css';
import { vars } from '../theme/contract.css';
import * as styles from './LifeWheelChart.css';
import { useAssessmentsMessages } from './useAssessmentsMessages';

/** One area on the wheel: its score out of 10 and, when comparing, the other session's. */
export interface WheelArea {
  label: string;
  score: number;
  previous?: number;
}

export interface LifeWheelChartProps {
  areas: readonly WheelArea[];
  /** The legend of the compared session ('Avaliação de 10/03/2026'); shows the second series. */
  previousLabel?: string;
}

const one = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

/**
 * The Roda da Vida wheel (spec 3 §2 "Results"): a radar with each area out of 10, and optionally a
 * second session on the same axes to see progress. A table with the same figures follows for
 * screen readers (and the PDF).
 */
export function LifeWheelChart({ areas, previousLabel }: LifeWheelChartProps) {
  const messages = useAssessmentsMessages();
  const comparing = previousLabel !== undefined && areas.some((area) => area.previous !== undefined);
  const tick = { fill: vars.color.fg.muted, fontSize: 12 };
  return (
    <div className={styles.root}>
      <figure className={styles.chart} aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <RadarChart
            accessibilityLayer={false}
            data={[...areas]}
            outerRadius="72%"
            margin={{ top: 8, right: 24, bottom: 8, left: 24 }}
          >
            <PolarGrid stroke={vars.color.border.strong} />
            <PolarAngleAxis dataKey="label" tick={{ fill: vars.color.fg.default, fontSize: 12 }} />
            {/* Between the first two spokes, so the figures never sit on an area's name. */}
            <PolarRadiusAxis domain={[0, 10]} tickCount={6} angle={67.5} tick={tick} axisLine={false} />
            {comparing ? (
              <Radar
                name={previousLabel}
                dataKey="previous"
                stroke={vars.color.fg.muted}
                fill={vars.color.fg.muted}
                fillOpacity={0.15}
                strokeDasharray="5 4"
                isAnimationActive={false}
              />
            ) : null}
            <Radar
              name={messages.compareLegendCurrent}
              dataKey="score"
              stroke={vars.color.usage.violet}
              fill={vars.color.usage.violet}
              fillOpacity={0.35}
              dot={{ r: 3 }}
              isAnimationActive={false}
            />
            {comparing ? <Legend wrapperStyle={{ fontSize: 12 }} /> : null}
          </RadarChart>
        </ResponsiveContainer>
      </figure>
      <table className={visuallyHidden}>
        <caption>{messages.wheelCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{messages.area}</th>
            <th scope="col">{messages.compareLegendCurrent}</th>
            {comparing ? <th scope="col">{previousLabel}</th> : null}
          </tr>
        </thead>
        <tbody>
          {areas.map((area) => (
            <tr key={area.label}>
              <th scope="row">{area.label}</th>
              <td>{messages.outOfTen(one(area.score))}</td>
              {comparing ? (
                <td>{area.previous === undefined ? '—' : messages.outOfTen(one(area.previous))}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
