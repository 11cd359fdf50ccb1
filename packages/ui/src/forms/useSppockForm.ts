import { type FieldValues, type UseFormProps, type UseFormReturn, useForm } from 'react-hook-form';

/**
 * `useForm` with the behaviour every Sppock form shares: checks run on submit; a field's error
 * clears as soon as it is edited (the kit's fields do that) and is checked again on the next
 * submit; focus goes to the first invalid field in page order (`<Form>` does that, so
 * react-hook-form's own focusing, in registration order, is off).
 */
export function useSppockForm<Values extends FieldValues, Context = unknown, Submitted = Values>(
  options: UseFormProps<Values, Context, Submitted> = {},
): UseFormReturn<Values, Context, Submitted> {
  return useForm<Values, Context, Submitted>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    ...options,
  });
}
