import { timezoneGroups } from '@sppock/sdk';
import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../internal/cx';
import { Field } from '../primitives/Field/Field';
import * as fieldStyles from '../primitives/Field/Field.css';
import * as selectStyles from '../primitives/Select/Select.css';
import { useAccountMessages } from './useAccountMessages';

export interface TimezoneSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'onChange' | 'size'> {
  ref?: Ref<HTMLSelectElement>;
  /** The IANA time zone; '' for none. */
  value: string;
  onValueChange: (value: string) => void;
  /** @default 'Fuso horário' */
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  className?: string;
}

/** Whether a zone is one of the grouped choices. */
export function isListedTimezone(zone: string): boolean {
  return timezoneGroups.some((group) => group.options.some((option) => option.value === zone));
}

/**
 * The profile's time zone: about 60 choices in the spec's groups (Brasil, América do Norte, …,
 * Outros). A saved zone that is not in the list (one detected from the browser) stays selectable.
 */
export function TimezoneSelect({
  value,
  onValueChange,
  label,
  description,
  error,
  className,
  disabled,
  required,
  id,
  ...rest
}: TimezoneSelectProps) {
  const messages = useAccountMessages();
  const unlisted = value !== '' && !isListedTimezone(value);
  return (
    <Field
      label={label ?? messages.timezone}
      description={description}
      error={error}
      required={required}
      id={id}
      className={className}
    >
      {(control) => (
        <div
          className={cx(fieldStyles.control({ size: 'md' }), selectStyles.wrapper)}
          data-invalid={error ? '' : undefined}
          data-disabled={disabled ? '' : undefined}
        >
          <select
            {...control}
            value={value}
            disabled={disabled}
            onChange={(event) => onValueChange(event.target.value)}
            className={selectStyles.select}
            data-placeholder={value === '' ? '' : undefined}
            {...rest}
          >
            <option value="" className={selectStyles.option}>
              {messages.timezonePlaceholder}
            </option>
            {unlisted ? (
              <option value={value} className={selectStyles.option}>
                {value}
              </option>
            ) : null}
            {timezoneGroups.map((group) => (
              <optgroup key={group.label} label={group.label} className={selectStyles.option}>
                {group.options.map((option) => (
                  <option key={option.value} value={option.value} className={selectStyles.option}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
          <span className={selectStyles.chevron} aria-hidden="true">
            <ChevronDown size={16} />
          </span>
        </div>
      )}
    </Field>
  );
}
