import { ChevronDown } from 'lucide-react';
import type { ChangeEvent, ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../../internal/cx';
import { useControllableState } from '../../internal/useControllableState';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './Select.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size' | 'value' | 'defaultValue' | 'multiple'> {
  ref?: Ref<HTMLSelectElement>;
  /** The visible label (or pass `aria-label`). */
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  /** The choices. */
  options: ReadonlyArray<SelectOption>;
  /** Text of an empty first choice shown while nothing is chosen. */
  placeholder?: string;
  /** The chosen value (controlled). */
  value?: string;
  /** The initial value when uncontrolled. @default '' (the placeholder) or the first option */
  defaultValue?: string;
  /** Called with the chosen value. */
  onValueChange?: (value: string) => void;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/**
 * A labelled choice from a short list. It is the platform's `<select>`: keyboard, screen readers
 * and mobile pickers work as users expect.
 */
export function Select({
  label,
  description,
  error,
  options,
  placeholder,
  value: valueProp,
  defaultValue,
  onValueChange,
  onChange,
  size,
  className,
  disabled,
  required,
  id,
  ...rest
}: SelectProps) {
  const [value, setValue] = useControllableState({
    prop: valueProp,
    defaultProp: defaultValue ?? (placeholder !== undefined ? '' : (options[0]?.value ?? '')),
    onChange: onValueChange,
  });
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    setValue(event.target.value);
  };
  return (
    <Field
      label={label}
      description={description}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <div
          className={cx(fieldStyles.control({ size }), styles.wrapper)}
          data-invalid={error ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
        >
          <select
            {...control}
            value={value}
            disabled={disabled}
            onChange={handleChange}
            className={styles.select}
            data-placeholder={value === '' && placeholder !== undefined ? '' : undefined}
            {...rest}
          >
            {placeholder !== undefined ? (
              <option value="" disabled={required} className={styles.option}>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option
                key={option.value}
                value={option.value}
                disabled={option.disabled}
                className={styles.option}
              >
                {option.label}
              </option>
            ))}
          </select>
          <span className={styles.chevron} aria-hidden="true">
            <ChevronDown size={16} />
          </span>
        </div>
      )}
    </Field>
  );
}
