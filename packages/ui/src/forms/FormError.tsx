import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { FormAlert } from './FormAlert';

export interface FormErrorProps {
  /**
   * Something to offer after the message, by the refusal's kind (see `showServerErrors`): a link
   * to ask for a new reset link, say. @default nothing
   */
  renderAction?: (kind: string) => ReactNode;
  className?: string;
}

/**
 * The message about the whole form from the last submit (`showServerErrors`'s `message`),
 * announced at once. Renders nothing when there is none; clears on the next submit.
 */
export function FormError({ renderAction, className }: FormErrorProps) {
  const { errors } = useFormState();
  const error = errors.root?.server;
  if (!error?.message) {
    return null;
  }
  const action = renderAction?.(String(error.type));
  return (
    <FormAlert className={className}>
      {action ? (
        <>
          {error.message} {action}
        </>
      ) : (
        error.message
      )}
    </FormAlert>
  );
}
