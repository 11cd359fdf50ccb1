import type { FieldPath, FieldValues } from 'react-hook-form';
import { TextField, type TextFieldProps } from '../primitives/TextField/TextField';
import { type FieldBindingProps, useFieldBinding } from './useFieldBinding';

export type FormTextFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
> = FieldBindingProps<Values, Name> &
  Omit<TextFieldProps, 'name' | 'value' | 'defaultValue' | 'onValueChange' | 'onBlur' | 'ref'> & {
    /** Turns what was typed into the value kept (e.g. digits only). @default the text as typed */
    parse?: (text: string) => string;
  };

/**
 * A `TextField` bound to its form: shows the field's error (its own check's or the server's)
 * under it, and clears it as soon as the text changes. `error` shows when the field has none
 * (a live hint such as 'As senhas não correspondem').
 */
export function FormTextField<Values extends FieldValues, Name extends FieldPath<Values>>({
  name,
  rules,
  control,
  parse,
  error,
  ...props
}: FormTextFieldProps<Values, Name>) {
  const field = useFieldBinding<Values, Name>({ name, rules, control });
  return (
    <TextField
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onValueChange={(text) => field.onValueChange((parse ? parse(text) : text) as typeof field.value)}
      onBlur={field.onBlur}
      error={field.error ?? error}
    />
  );
}
