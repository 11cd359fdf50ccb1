import { type components, validateIgtaAnswers } from '@sppock/sdk';
import { type RefObject, useId } from 'react';
import { type FieldPath, useWatch } from 'react-hook-form';
import { Form } from '../forms/Form';
import { FormError } from '../forms/FormError';
import { FormTextarea } from '../forms/FormTextarea';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import * as styles from './assessments.css';
import { IGTA_DIMENSIONS, IGTA_STAGES, type IgtaDimension, type IgtaStage } from './catalogue';
import * as questionStyles from './IgtaQuestions.css';
import { useAssessmentsMessages } from './useAssessmentsMessages';

type Schemas = components['schemas'];
export type IgtaQuestionSet = Schemas['IgtaQuestionSet'];
export type IgtaAnswerSet = Schemas['IgtaAnswerSet'];

interface Values {
  responses: Record<string, Record<string, string[]>>;
}

function emptyAnswers(questions: IgtaQuestionSet): Values['responses'] {
  return Object.fromEntries(
    Object.entries(questions).map(([dimension, stages]) => [
      dimension,
      Object.fromEntries(Object.entries(stages).map(([stage, texts]) => [stage, texts.map(() => '')])),
    ]),
  );
}

function countAnswered(responses: Values['responses'] | undefined): number {
  return Object.values(responses ?? {})
    .flatMap((stages) => Object.values(stages ?? {}))
    .flat()
    .filter((text) => typeof text === 'string' && text.trim() !== '').length;
}

export interface IgtaQuestionsProps {
  questions: IgtaQuestionSet;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Runs with the answers (blank ones as ''); return the analysis's promise to show 'Processando...'. */
  onSubmit: (answers: IgtaAnswerSet) => unknown;
  onBack: () => void;
}

/**
 * The IGTA questions (spec 3 §2): a text area per question, grouped by dimension, then by stage;
 * 'Finalizar Diagnóstico' asks for at least one answer ('Por favor, responda pelo menos algumas
 * questões').
 */
export function IgtaQuestions({ questions, headingRef, onSubmit, onBack }: IgtaQuestionsProps) {
  const messages = useAssessmentsMessages();
  const titleId = useId();
  const form = useSppockForm<Values>({ defaultValues: { responses: emptyAnswers(questions) } });
  const responses = useWatch({ control: form.control, name: 'responses' });
  const total = Object.values(questions).flatMap((stages) => Object.values(stages).flat()).length;
  const answered = countAnswered(responses);

  const submit = ({ responses: given }: Values) => {
    const problem = validateIgtaAnswers(given);
    if (problem) {
      showServerErrors(form, { message: problem });
      return;
    }
    return onSubmit(given as IgtaAnswerSet);
  };

  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title} ref={headingRef} tabIndex={-1}>
          {messages.igtaTitle}
        </h1>
        <p className={styles.subtitle}>{messages.igtaSubtitle}</p>
      </header>
      <Form form={form} onSubmit={submit} className={styles.stack}>
        <FormError />
        {(Object.entries(questions) as [IgtaDimension, Record<IgtaStage, string[]>][]).map(
          ([dimension, stages]) => (
            <CardRoot as="section" key={dimension} aria-labelledby={`${titleId}-${dimension}`}>
              <CardHeader>
                <CardTitle as="h2" id={`${titleId}-${dimension}`}>
                  {IGTA_DIMENSIONS[dimension]}
                </CardTitle>
              </CardHeader>
              <CardContent className={styles.stack}>
                {(Object.entries(stages) as [IgtaStage, string[]][]).map(([stage, texts]) => (
                  <fieldset key={stage} className={questionStyles.stage}>
                    <legend className={questionStyles.stageTitle}>{IGTA_STAGES[stage]}</legend>
                    {texts.map((question, index) => (
                      <FormTextarea
                        key={question}
                        control={form.control}
                        name={`responses.${dimension}.${stage}.${index}` as FieldPath<Values>}
                        label={question}
                        placeholder={messages.igtaAnswerPlaceholder}
                        maxLength={5000}
                        autoGrow
                        minHeight={72}
                      />
                    ))}
                  </fieldset>
                ))}
              </CardContent>
            </CardRoot>
          ),
        )}
        <div className={styles.submitBar}>
          <Button variant="ghost" onClick={onBack}>
            {messages.backToIntro}
          </Button>
          <div className={styles.row}>
            <span className={styles.muted} aria-live="polite">
              {messages.igtaAnswered(answered, total)}
            </span>
            <SubmitButton size="lg" pendingLabel={messages.processing}>
              {messages.igtaSubmit}
            </SubmitButton>
          </div>
        </div>
      </Form>
    </section>
  );
}
