import { formatNumber } from '@sppock/sdk';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { inlineVars } from '../../internal/cssVar';
import { cx } from '../../internal/cx';
import { usePrimitivesMessages } from '../usePrimitivesMessages';
import * as styles from './ProgressBar.css';

/** How full a bar looks (the colour step); the SDK's `usageBarColour` decides it from the spec's thresholds. */
export type ProgressLevel = 'normal' | 'warning' | 'danger' | 'unlimited';
/** Which bar: token usage or conversation usage (their colours differ). */
export type UsageTone = 'tokens' | 'conversations';
export type UsageColor = 'violet' | 'green' | 'yellow' | 'red';

/**
 * The spec's bar colours (doc 1 §9): tokens are violet, yellow from 80 %, red from 100 %, green
 * when unlimited; conversations are green, yellow from 70 %, red from 90 %.
 */
export function usageColor(level: ProgressLevel, tone: UsageTone): UsageColor {
  switch (level) {
    case 'danger':
      return 'red';
    case 'warning':
      return 'yellow';
    case 'unlimited':
      return 'green';
    case 'normal':
      return tone === 'tokens' ? 'violet' : 'green';
    default:
      return level satisfies never;
  }
}

const PERCENT = { maximumFractionDigits: 1 };

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Current amount, in the unit of `max`. */
  value: number;
  /** @default 100 */
  max?: number;
  /** The level decides the colour. @default 'normal' */
  level?: ProgressLevel;
  /** @default 'tokens' */
  tone?: UsageTone;
  /** Text above the bar; also its accessible name. */
  label?: ReactNode;
  /** Shows the value text at the right of the label. @default true */
  showValue?: boolean;
  /** What the value says (shown and read). @default the percentage, or 'Ilimitado' */
  valueText?: string;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
}

/** A usage bar with the spec's colour levels. Values over `max` fill the bar and stay red. */
export function ProgressBar({
  value,
  max = 100,
  level = 'normal',
  tone = 'tokens',
  label,
  showValue = true,
  valueText,
  size,
  className,
  'aria-label': ariaLabel,
  ...props
}: ProgressBarProps) {
  const messages = usePrimitivesMessages();
  const labelId = useId();
  const percent = max > 0 ? (value / max) * 100 : 0;
  const shown = level === 'unlimited' ? 100 : Math.min(Math.max(percent, 0), 100);
  const text =
    valueText ?? (level === 'unlimited' ? messages.unlimited : `${formatNumber(percent, PERCENT)}%`);
  const color = usageColor(level, tone);
  return (
    <div
      className={cx(styles.root, className)}
      data-level={level}
      data-tone={tone}
      data-color={color}
      {...props}
    >
      {label || showValue ? (
        <div className={styles.header}>
          {label ? (
            <span id={labelId} className={styles.label}>
              {label}
            </span>
          ) : (
            <span />
          )}
          {showValue ? (
            <span className={styles.value} aria-hidden="true">
              {text}
            </span>
          ) : null}
        </div>
      ) : null}
      <div
        role="progressbar"
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : ariaLabel}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={level === 'unlimited' ? undefined : Math.min(Math.max(value, 0), max)}
        aria-valuetext={text}
        className={styles.track({ size })}
      >
        <div
          className={styles.indicator({ color })}
          style={inlineVars({ [styles.fillWidth]: `${shown}%` })}
        />
      </div>
    </div>
  );
}
