import type { FieldPath, FieldValues } from 'react-hook-form';
import { Select, type SelectProps } from '../primitives/Select/Select';
import { type FieldBindingProps, useFieldBinding } from './useFieldBinding';

export type FormSelectProps<Values extends FieldValues, Name extends FieldPath<Values>> = FieldBindingProps<
  Values,
  Name
> &
  Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onValueChange' | 'onBlur' | 'ref'>;

/** A `Select` bound to its form: the chosen value, and the field's error (its check's or the server's) under it. */
export function FormSelect<Values extends FieldValues, Name extends FieldPath<Values>>({
  name,
  rules,
  control,
  error,
  ...props
}: FormSelectProps<Values, Name>) {
  const field = useFieldBinding<Values, Name>({ name, rules, control });
  return (
    <Select
      {...props}
      ref={field.ref as unknown as SelectProps['ref']}
      name={field.name}
      value={field.value ?? ''}
      onValueChange={(value) => field.onValueChange(value as typeof field.value)}
      onBlur={field.onBlur}
      error={field.error ?? error}
    />
  );
}
