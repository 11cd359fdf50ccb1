import type { components } from '@sppock/sdk';
import { type RefObject, useId } from 'react';
import type { FieldPath } from 'react-hook-form';
import { Form } from '../forms/Form';
import { SubmitButton } from '../forms/SubmitButton';
import { useFieldBinding } from '../forms/useFieldBinding';
import { useSppockForm } from '../forms/useSppockForm';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { Slider } from '../primitives/Slider/Slider';
import * as styles from './assessments.css';
import { AREA_LABELS, type RodaDaVidaArea } from './catalogue';
import * as questionStyles from './RodaDaVidaQuestions.css';
import { useAssessmentsMessages } from './useAssessmentsMessages';

export type RodaDaVidaQuestionMap = components['schemas']['RodaDaVidaQuestions']['questions'];
/** Area → one 0–10 score per question, in the questions' order. */
export type RodaDaVidaAnswers = Partial<Record<RodaDaVidaArea, number[]>>;

interface Values {
  answers: Record<string, number[]>;
}

function AreaSlider({ name, question }: { name: FieldPath<Values>; question: string }) {
  const messages = useAssessmentsMessages();
  const field = useFieldBinding<Values, FieldPath<Values>>({ name });
  return (
    <div className={questionStyles.question}>
      <Slider
        label={question}
        min={0}
        max={10}
        value={Number(field.value ?? 0)}
        onValueChange={(value) => field.onValueChange(value as never)}
        getValueText={messages.sliderValue}
        name={field.name}
      />
      <div className={questionStyles.ends} aria-hidden="true">
        <span>{messages.sliderMin}</span>
        <span>{messages.sliderMax}</span>
      </div>
    </div>
  );
}

export interface RodaDaVidaQuestionsProps {
  questions: RodaDaVidaQuestionMap;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Runs with every area's scores; return the submit's promise to show 'Processando...'. */
  onSubmit: (answers: RodaDaVidaAnswers) => unknown;
  onBack: () => void;
}

/**
 * The questions step (spec 3 §2): the questions grouped by area, each on a 0–10 slider from 'Muito
 * Insatisfeito' to 'Muito Satisfeito' (default 0), and 'Concluir Avaliação'.
 */
export function RodaDaVidaQuestions({ questions, headingRef, onSubmit, onBack }: RodaDaVidaQuestionsProps) {
  const messages = useAssessmentsMessages();
  const titleId = useId();
  const areas = Object.entries(questions) as [RodaDaVidaArea, string[]][];
  const form = useSppockForm<Values>({
    defaultValues: { answers: Object.fromEntries(areas.map(([area, texts]) => [area, texts.map(() => 0)])) },
  });
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title} ref={headingRef} tabIndex={-1}>
          {messages.rodaTitle}
        </h1>
        <p className={styles.subtitle}>{messages.rodaSubtitle}</p>
      </header>
      <Form
        form={form}
        onSubmit={({ answers }) => onSubmit(answers as RodaDaVidaAnswers)}
        className={styles.stack}
      >
        {areas.map(([area, texts]) => (
          <CardRoot as="section" key={area} aria-labelledby={`${titleId}-${area}`}>
            <CardHeader>
              <CardTitle as="h2" id={`${titleId}-${area}`}>
                {AREA_LABELS[area]}
              </CardTitle>
            </CardHeader>
            <CardContent className={styles.stack}>
              {texts.map((question, index) => (
                <AreaSlider
                  key={question}
                  name={`answers.${area}.${index}` as FieldPath<Values>}
                  question={question}
                />
              ))}
            </CardContent>
          </CardRoot>
        ))}
        <div className={styles.submitBar}>
          <Button variant="ghost" onClick={onBack}>
            {messages.backToIntro}
          </Button>
          <SubmitButton size="lg" pendingLabel={messages.processing}>
            {messages.rodaSubmit}
          </SubmitButton>
        </div>
      </Form>
    </section>
  );
}
