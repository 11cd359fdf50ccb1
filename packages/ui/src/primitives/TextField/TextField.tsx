import type { ChangeEvent, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../internal/cx';
import { Field } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  ref?: Ref<HTMLInputElement>;
  /** The visible label (or pass `aria-label`). */
  label?: ReactNode;
  /** Help text under the input. */
  description?: ReactNode;
  /** Error text; marks the input invalid. */
  error?: ReactNode;
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Content before the text, e.g. an icon. */
  leading?: ReactNode;
  /** Content after the text, e.g. a button. */
  trailing?: ReactNode;
  /** Called with the new text on every change (alongside `onChange`). */
  onValueChange?: (value: string) => void;
  /** Class of the outer field. */
  className?: string;
  /** Class of the `<input>` itself. */
  inputClassName?: string;
}

/** A labelled single-line text input. Controlled (`value`) or not (`defaultValue`). */
export function TextField({
  label,
  description,
  error,
  size,
  leading,
  trailing,
  onChange,
  onValueChange,
  className,
  inputClassName,
  disabled,
  required,
  id,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
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
          className={fieldStyles.control({ size })}
          data-invalid={error ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
        >
          {leading ? <span className={fieldStyles.adornment}>{leading}</span> : null}
          <input
            {...control}
            type={type}
            disabled={disabled}
            onChange={handleChange}
            className={cx(fieldStyles.input, inputClassName)}
            {...rest}
          />
          {trailing ? <span className={fieldStyles.adornment}>{trailing}</span> : null}
        </div>
      )}
    </Field>
  );
}
