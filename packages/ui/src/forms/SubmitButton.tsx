import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button, type ButtonProps } from '../primitives/Button/Button';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  /** The label while the form is being sent ('Entrando...'). @default the usual label */
  pendingLabel?: ReactNode;
}

/** The submit button of a kit form: a spinner and `pendingLabel` while the submit runs. */
export function SubmitButton({ pendingLabel, children, ...props }: SubmitButtonProps) {
  const { isSubmitting } = useFormState();
  return (
    <Button {...props} type="submit" loading={isSubmitting}>
      {isSubmitting && pendingLabel ? pendingLabel : children}
    </Button>
  );
}
