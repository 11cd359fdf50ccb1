import type { FieldPath, FieldValues } from 'react-hook-form';
import { PasswordField, type PasswordFieldProps } from '../primitives/PasswordField/PasswordField';
import { type FieldBindingProps, useFieldBinding } from './useFieldBinding';

export type FormPasswordFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
> = FieldBindingProps<Values, Name> &
  Omit<PasswordFieldProps, 'name' | 'value' | 'defaultValue' | 'onValueChange' | 'onBlur' | 'ref'>;

/** A `PasswordField` (with show/hide) bound to its form; `error` shows when the field has none. */
export function FormPasswordField<Values extends FieldValues, Name extends FieldPath<Values>>({
  name,
  rules,
  control,
  error,
  ...props
}: FormPasswordFieldProps<Values, Name>) {
  const field = useFieldBinding<Values, Name>({ name, rules, control });
  return (
    <PasswordField
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onValueChange={(text) => field.onValueChange(text as typeof field.value)}
      onBlur={field.onBlur}
      error={field.error ?? error}
    />
  );
}
