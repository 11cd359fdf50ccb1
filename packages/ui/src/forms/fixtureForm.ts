// A kit form around a story's fields, so each field's story shows it checked, refused and sent.
// Stories only: excluded from the published package (`fixture*.ts`).
import type { Decorator } from '@storybook/react-vite';
import { createElement, type ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Form } from './Form';
import { SubmitButton } from './SubmitButton';
import { type ServerErrors, showServerErrors } from './serverErrors';
import { useSppockForm } from './useSppockForm';

export interface StoryFormOptions<Values extends FieldValues> {
  defaultValues: Values;
  /** What the fake server answers to a submit that passed the checks. @default accepts it */
  refuse?: ServerErrors<Values>;
  /** Keeps the submit running forever (the submitting state). @default false */
  hang?: boolean;
}

function StoryForm<Values extends FieldValues>({
  options,
  children,
}: {
  options: StoryFormOptions<Values>;
  children?: ReactNode;
}) {
  const form = useSppockForm<Values>({ defaultValues: options.defaultValues as never });
  const onSubmit = async () => {
    if (options.hang) {
      await new Promise<never>(() => {});
    }
    if (options.refuse) {
      showServerErrors(form, options.refuse);
    }
  };
  return createElement(
    'div',
    { style: { maxWidth: 420 } },
    createElement(
      Form<Values>,
      { form, onSubmit },
      children,
      createElement(SubmitButton, { pendingLabel: 'Enviando...' }, 'Enviar'),
    ),
  );
}

/** Wraps the story in a kit form with these values and an 'Enviar' button. */
export function withStoryForm<Values extends FieldValues>(options: StoryFormOptions<Values>): Decorator {
  return (Story) => createElement(StoryForm<Values>, { options }, Story());
}
