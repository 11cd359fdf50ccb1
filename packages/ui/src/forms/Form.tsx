import { type FormEvent, type FormHTMLAttributes, type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from 'react-hook-form';
import * as layout from './formLayout.css';

export interface FormProps<Values extends FieldValues, Submitted = Values>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children'> {
  /** What `useSppockForm` returned. */
  form: UseFormReturn<Values, unknown, Submitted>;
  /**
   * Runs with the checked values. Return a promise (e.g. `mutateAsync`) to keep the form in its
   * submitting state — `<SubmitButton>` shows it — until the server answers; show the server's
   * refusal with `showServerErrors`.
   */
  onSubmit: SubmitHandler<Submitted>;
  children?: ReactNode;
  /** Replaces the kit's layout (fields in a column, a large gap). @default `formLayout.form` */
  className?: string;
}

/**
 * A form of the kit: provides the form to its fields, runs the checks on submit, ignores a second
 * submit while the first runs, and after a submit that found problems — its own checks or the
 * server's — moves focus to the first invalid field in page order, so a keyboard or
 * screen-reader user lands on what to fix. The browser's own validation bubbles are off
 * (`noValidate`): their text is not pt-BR and vanishes when focus moves.
 */
export function Form<Values extends FieldValues, Submitted = Values>({
  form,
  onSubmit,
  children,
  className,
  ...props
}: FormProps<Values, Submitted>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
  }, [focusRequest]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (form.formState.isSubmitting) {
      return;
    }
    try {
      await form.handleSubmit(onSubmit)(event);
    } finally {
      setFocusRequest((count) => count + 1);
    }
  };

  return (
    <FormProvider {...form}>
      <form
        ref={formRef}
        noValidate
        className={className ?? layout.form}
        onSubmit={(event) => void handleSubmit(event)}
        {...props}
      >
        {children}
      </form>
    </FormProvider>
  );
}
