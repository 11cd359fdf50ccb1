import { useMergeRefs } from '@floating-ui/react';
import { Check, Minus } from 'lucide-react';
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  useId,
  useLayoutEffect,
  useRef,
} from 'react';
import { cx } from '../../internal/cx';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './Checkbox.css';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'checked' | 'defaultChecked'> {
  ref?: Ref<HTMLInputElement>;
  /** The text beside the box (or pass `aria-label`). */
  label?: ReactNode;
  /** A second line of help under the label. */
  description?: ReactNode;
  /** Checked state (controlled); `'indeterminate'` shows a dash. */
  checked?: CheckedState;
  /** Initial state when uncontrolled. @default false */
  defaultChecked?: CheckedState;
  /** Called with the new state when the user toggles it. */
  onCheckedChange?: (checked: boolean) => void;
  className?: string;
}

/** A checkbox with its label. State shows as `data-state="checked|unchecked|indeterminate"`. */
export function Checkbox({
  ref,
  label,
  description,
  checked: checkedProp,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  disabled,
  className,
  id,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-checkbox`;
  const descriptionId = description ? `${inputId}-description` : undefined;
  const innerRef = useRef<HTMLInputElement>(null);
  const mergedRef = useMergeRefs([innerRef, ref]);
  const [checked, setChecked] = useControllableState<CheckedState>({
    prop: checkedProp,
    defaultProp: defaultChecked,
    onChange: (next) => onCheckedChange?.(next === true),
  });
  const state = checked === 'indeterminate' ? 'indeterminate' : checked ? 'checked' : 'unchecked';

  useLayoutEffect(() => {
    if (innerRef.current) {
      innerRef.current.indeterminate = checked === 'indeterminate';
    }
  }, [checked]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    setChecked(event.target.checked);
  };

  return (
    <div className={cx(styles.root, className)} data-state={state} data-disabled={disabled ? '' : undefined}>
      <span className={styles.boxWrapper}>
        <input
          ref={mergedRef}
          id={inputId}
          type="checkbox"
          className={styles.input}
          checked={checked === true}
          disabled={disabled}
          onChange={handleChange}
          aria-describedby={descriptionId}
          data-state={state}
          {...rest}
        />
        <span className={styles.indicator} aria-hidden="true">
          {state === 'checked' ? <Check size={14} strokeWidth={3} /> : null}
          {state === 'indeterminate' ? <Minus size={14} strokeWidth={3} /> : null}
        </span>
      </span>
      {label || description ? (
        <span className={styles.text}>
          {label ? (
            <label htmlFor={inputId} className={styles.label}>
              {label}
            </label>
          ) : null}
          {description ? (
            <span id={descriptionId} className={styles.description}>
              {description}
            </span>
          ) : null}
        </span>
      ) : null}
    </div>
  );
}
