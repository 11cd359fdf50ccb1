import type { FieldPath, FieldValues } from 'react-hook-form';
import { Textarea, type TextareaProps } from '../primitives/Textarea/Textarea';
import { type FieldBindingProps, useFieldBinding } from './useFieldBinding';

export type FormTextareaProps<Values extends FieldValues, Name extends FieldPath<Values>> = FieldBindingProps<
  Values,
  Name
> &
  Omit<TextareaProps, 'name' | 'value' | 'defaultValue' | 'onValueChange' | 'onBlur' | 'ref'>;

/** A `Textarea` bound to its form; `error` shows when the field has none. */
export function FormTextarea<Values extends FieldValues, Name extends FieldPath<Values>>({
  name,
  rules,
  control,
  error,
  ...props
}: FormTextareaProps<Values, Name>) {
  const field = useFieldBinding<Values, Name>({ name, rules, control });
  return (
    <Textarea
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
