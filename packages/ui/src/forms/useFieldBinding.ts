import type { Ref } from 'react';
import {
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
  type UseControllerProps,
  useController,
  useFormContext,
} from 'react-hook-form';

/**
 * What every kit field takes to bind to its form: the name, the checks, and optionally the
 * control. A field's own `disabled` only greys the control: react-hook-form's `disabled` would
 * also drop the value from what is submitted.
 */
export type FieldBindingProps<Values extends FieldValues, Name extends FieldPath<Values>> = Pick<
  UseControllerProps<Values, Name>,
  'name' | 'rules' | 'control'
>;

export interface FieldBinding<Values extends FieldValues, Name extends FieldPath<Values>> {
  name: Name;
  value: FieldPathValue<Values, Name>;
  /** Stores the new value and clears the field's error until the next submit. */
  onValueChange: (value: FieldPathValue<Values, Name>) => void;
  onBlur: () => void;
  ref: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** The field's error message (its own check or the server's). */
  error: string | undefined;
}

/**
 * Binds one field to the form of the surrounding `<Form>`: its value, its error, and the ref
 * react-hook-form uses. Pass the form's `control` to have the field's name type-checked.
 */
export function useFieldBinding<Values extends FieldValues, Name extends FieldPath<Values>>({
  name,
  rules,
  control,
}: FieldBindingProps<Values, Name>): FieldBinding<Values, Name> {
  const { field, fieldState } = useController<Values, Name>({ name, rules, control });
  const { clearErrors } = useFormContext<Values>();
  return {
    name,
    value: field.value,
    onValueChange: (value) => {
      field.onChange(value);
      if (fieldState.error) {
        clearErrors(name);
      }
    },
    onBlur: field.onBlur,
    ref: field.ref,
    error: fieldState.error?.message,
  };
}
