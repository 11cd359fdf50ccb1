import { ASSESSMENT_PATH, type AssessmentSession, formatDate, formatNumber, scoreBand } from '@sppock/sdk';
import { lazy, type RefObject, Suspense, useId, useRef, useState } from 'react';
import { useNavigation } from '../navigation/Navigation';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { Select } from '../primitives/Select/Select';
import { Spinner } from '../primitives/Spinner/Spinner';
import * as styles from './assessments.css';
import { AREA_LABELS, type RodaDaVidaArea } from './catalogue';
import type { WheelArea } from './LifeWheelChart';
import { RatingForm } from './RatingForm';
import { ReportPanel } from './ReportPanel';
import { useAssessmentsMessages } from './useAssessmentsMessages';

// The wheel (recharts) loads with the results, not with the page.
const LifeWheelChart = lazy(() =>
  import('./LifeWheelChart').then((module) => ({ default: module.LifeWheelChart })),
);

const BAND_TONE = { Excelente: 'success', Bom: 'info', Regular: 'warning', Baixo: 'danger' } as const;

/** The wheel's areas of a session, with another session's scores for comparison. */
export function wheelAreas(
  data: NonNullable<AssessmentSession['roda_da_vida_data']>,
  previous?: AssessmentSession['roda_da_vida_data'],
): WheelArea[] {
  return data.categories.map((category, index) => {
    const label = AREA_LABELS[category as RodaDaVidaArea] ?? category;
    const before = previous?.categories.findIndex((other) => AREA_LABELS[other] === label) ?? -1;
    return {
      label,
      score: data.scores[index] ?? 0,
      ...(previous && before >= 0 ? { previous: previous.scores[before] } : {}),
    };
  });
}

export interface RodaDaVidaResultsProps {
  /** The completed session (from the submit or from the history). */
  session: AssessmentSession;
  /** Other completed sessions the wheel may be compared with. @default [] */
  others?: readonly AssessmentSession[];
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Opened from the history: 'Voltar ao Histórico' instead of 'Fazer Nova Avaliação'. @default false */
  fromHistory?: boolean;
  onBackToHistory: () => void;
  onNew: () => void;
}

/**
 * The results step (spec 3 §2): the wheel with each area out of 10 and the overall score, the
 * report with copy, .txt and PDF, the star feedback, and the way back. Beyond the spec: another
 * session on the same wheel.
 */
export function RodaDaVidaResults({
  session,
  others = [],
  headingRef,
  fromHistory = false,
  onBackToHistory,
  onNew,
}: RodaDaVidaResultsProps) {
  const messages = useAssessmentsMessages();
  const { navigate } = useNavigation();
  const titleId = useId();
  const printRef = useRef<HTMLDivElement>(null);
  const [compareId, setCompareId] = useState('');
  const data = session.roda_da_vida_data;
  const candidates = others.filter((other) => other.id !== session.id && other.roda_da_vida_data);
  const compared = candidates.find((other) => String(other.id) === compareId);
  const overall = data?.overall_score ?? session.overall_score ?? 0;
  const band = scoreBand(overall);
  const date = formatDate(session.created_at);

  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title} ref={headingRef} tabIndex={-1}>
          {messages.wheelTitle}
        </h1>
        <p className={styles.subtitle}>{session.title ?? messages.rodaTitle}</p>
      </header>
      <div ref={printRef} className={styles.stack}>
        <CardRoot as="section" aria-labelledby={`${titleId}-wheel`}>
          <CardHeader className={styles.spread}>
            <CardTitle as="h2" id={`${titleId}-wheel`}>
              {messages.wheelCaption}
            </CardTitle>
            <div className={styles.row}>
              <span className={styles.muted}>{messages.overallScore}</span>{' '}
              <span className={styles.scoreValue}>
                {messages.outOfTen(formatNumber(overall, { maximumFractionDigits: 1 }))}
              </span>{' '}
              <Badge tone={BAND_TONE[band]} size="md">
                {band}
              </Badge>
            </div>
          </CardHeader>
          <CardContent className={styles.stack}>
            {candidates.length > 0 ? (
              <div data-print="skip">
                <Select
                  label={messages.compareWith}
                  description={messages.compareHint}
                  size="sm"
                  value={compareId}
                  onValueChange={setCompareId}
                  options={[
                    { value: '', label: messages.compareNone },
                    ...candidates.map((other) => ({
                      value: String(other.id),
                      label: `${formatDate(other.created_at)} — ${messages.outOfTen(
                        formatNumber(other.overall_score ?? 0, { maximumFractionDigits: 1 }),
                      )}`,
                    })),
                  ]}
                />
              </div>
            ) : null}
            {data ? (
              <Suspense
                fallback={
                  <div className={styles.centered}>
                    <Spinner />
                  </div>
                }
              >
                <LifeWheelChart
                  areas={wheelAreas(data, compared?.roda_da_vida_data)}
                  previousLabel={
                    compared ? messages.compareLegendPrevious(formatDate(compared.created_at)) : undefined
                  }
                />
              </Suspense>
            ) : null}
          </CardContent>
        </CardRoot>
        {session.assessment_result ? (
          <ReportPanel
            kind="rodavida"
            report={session.assessment_result}
            printTarget={printRef}
            printTitle={messages.rodaTitle}
            printSubtitle={`${session.title ?? ''} · ${date}`}
            fileDate={new Date(session.created_at)}
          />
        ) : null}
      </div>
      <RatingForm kind="rodavida" sessionId={session.id} saved={session.feedback} />
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => navigate(ASSESSMENT_PATH)}>
          {messages.backToTests}
        </Button>
        {fromHistory ? (
          <Button onClick={onBackToHistory}>{messages.backToHistory}</Button>
        ) : (
          <Button onClick={onNew}>{messages.newAssessment}</Button>
        )}
      </div>
    </section>
  );
}
