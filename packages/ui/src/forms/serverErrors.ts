import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** The root error key `<FormError>` shows. */
export const SERVER_ERROR = 'root.server' as const;

/** What a refused submit shows: messages under their fields, and one for the whole form. */
export interface ServerErrors<Values extends FieldValues> {
  /** Messages by field; each shows under its field, which is marked invalid. */
  fields?: Partial<Record<FieldPath<Values>, string>>;
  /** The message about the whole form, shown by `<FormError>`. */
  message?: string | null;
  /**
   * What kind of refusal the message is, for `<FormError renderAction>` (e.g. 'link-invalid'
   * offers a new link). @default 'server'
   */
  kind?: string;
}

/**
 * Shows the server's refusal on the form. Field errors clear when their field is edited; all of
 * them clear on the next submit. `<Form>` then focuses the first invalid field.
 */
export function showServerErrors<Values extends FieldValues, Context, Submitted>(
  form: Pick<UseFormReturn<Values, Context, Submitted>, 'setError'>,
  { fields = {}, message, kind = 'server' }: ServerErrors<Values>,
): void {
  for (const [name, text] of Object.entries(fields) as Array<[FieldPath<Values>, string | undefined]>) {
    if (text) {
      form.setError(name, { type: 'server', message: text });
    }
  }
  if (message) {
    form.setError(SERVER_ERROR, { type: kind, message });
  }
}
