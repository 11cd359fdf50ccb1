import { useMergeRefs } from '@floating-ui/react';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useRef } from 'react';
import { inlineVars } from '../../internal/cssVar';
import { cx } from '../../internal/cx';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './Slider.css';

export interface SliderProps
  extends Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'type' | 'value' | 'defaultValue' | 'min' | 'max' | 'step'
  > {
  ref?: Ref<HTMLInputElement>;
  /** The visible label (or pass `aria-label`). */
  label?: ReactNode;
  /** @default 0 */
  min?: number;
  /** @default 10 */
  max?: number;
  /** @default 1 */
  step?: number;
  /** The value (controlled). */
  value?: number;
  /** Initial value when uncontrolled. @default min */
  defaultValue?: number;
  /** Called with the new value. */
  onValueChange?: (value: number) => void;
  /** Show a clickable dot for every step under the track. @default true when there are 20 steps or fewer */
  showMarks?: boolean;
  /** Show the current value beside the label. @default true */
  showValue?: boolean;
  /** Text read for a value, e.g. `(v) => \`${v} de 10\``. */
  getValueText?: (value: number) => string;
  className?: string;
}

/**
 * A range on a track with a dot per step (0–10 for the life wheel, 1–5 for ratings). Arrow keys,
 * Home/End and Page keys come from the native range input; the dots are extra pointer targets.
 */
export function Slider({
  ref,
  label,
  min = 0,
  max = 10,
  step = 1,
  value: valueProp,
  defaultValue,
  onValueChange,
  showMarks,
  showValue = true,
  getValueText,
  disabled,
  className,
  id,
  onChange,
  ...rest
}: SliderProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-slider`;
  const inputRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergeRefs([inputRef, ref]);
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue ?? min,
    onChange: onValueChange,
  });
  const stepCount = Math.round((max - min) / step);
  const marksVisible = showMarks ?? stepCount <= 20;
  const percent = max === min ? 0 : ((value - min) / (max - min)) * 100;
  const steps = Array.from({ length: stepCount + 1 }, (_, index) => Number((min + index * step).toFixed(6)));

  return (
    <div className={cx(styles.root, className)} data-disabled={disabled ? '' : undefined}>
      {label || showValue ? (
        <div className={styles.header}>
          {label ? (
            <label htmlFor={inputId} className={styles.label}>
              {label}
            </label>
          ) : (
            <span />
          )}
          {showValue ? (
            <output htmlFor={inputId} className={styles.output} aria-hidden="true">
              {value}
            </output>
          ) : null}
        </div>
      ) : null}
      <input
        ref={mergedRef}
        id={inputId}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        disabled={disabled}
        aria-valuetext={getValueText?.(value)}
        className={styles.input}
        style={inlineVars({ [styles.fill]: `${percent}%` })}
        onChange={(event) => {
          onChange?.(event);
          setValue(Number(event.target.value));
        }}
        {...rest}
      />
      {marksVisible ? (
        // The dots repeat what the range input already exposes, so assistive technology skips them.
        <div className={styles.marks} aria-hidden="true">
          {steps.map((stepValue) => {
            const position = max === min ? 0 : ((stepValue - min) / (max - min)) * 100;
            const state = stepValue === value ? 'active' : stepValue < value ? 'filled' : 'empty';
            return (
              <span
                key={stepValue}
                className={styles.mark}
                style={{ left: `${position}%` }}
                data-state={state}
                data-value={stepValue}
                data-disabled={disabled ? '' : undefined}
                onPointerDown={(event) => {
                  if (disabled) {
                    return;
                  }
                  event.preventDefault();
                  setValue(stepValue);
                  inputRef.current?.focus();
                }}
              >
                <span className={styles.dot} />
                {stepValue}
              </span>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
