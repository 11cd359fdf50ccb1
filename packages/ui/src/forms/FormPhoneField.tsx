import type { FieldPath, FieldValues } from 'react-hook-form';
import { PhoneField, type PhoneFieldProps } from './PhoneField';
import { type FieldBindingProps, useFieldBinding } from './useFieldBinding';

export type FormPhoneFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
> = FieldBindingProps<Values, Name> &
  Omit<PhoneFieldProps, 'name' | 'value' | 'onValueChange' | 'onBlur' | 'ref'>;

/**
 * A Brazilian phone bound to its form: the person types or pastes it as they write it —
 * '(11) 98765-4321' or '11987654321' — and sees it masked; the form keeps the digits (DDD +
 * number), what the API takes. Check it with `brazilianPhone` from the kit's rules.
 */
export function FormPhoneField<Values extends FieldValues, Name extends FieldPath<Values>>({
  name,
  rules,
  control,
  error,
  ...props
}: FormPhoneFieldProps<Values, Name>) {
  const field = useFieldBinding<Values, Name>({ name, rules, control });
  return (
    <PhoneField
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onValueChange={(digits) => field.onValueChange(digits as typeof field.value)}
      onBlur={field.onBlur}
      error={field.error ?? error}
    />
  );
}
