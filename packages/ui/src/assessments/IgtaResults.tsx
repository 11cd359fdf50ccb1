import { ASSESSMENT_PATH, type AssessmentSession, formatDate, formatNumber, scoreBand } from '@sppock/sdk';
import { type RefObject, useId, useRef } from 'react';
import { useNavigation } from '../navigation/Navigation';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import * as styles from './assessments.css';
import { IgtaFeedbackForm } from './IgtaFeedbackForm';
import { ReportPanel } from './ReportPanel';
import { useAssessmentsMessages } from './useAssessmentsMessages';

const BAND_TONE = { Excelente: 'success', Bom: 'info', Regular: 'warning', Baixo: 'danger' } as const;

export interface IgtaResultsProps {
  session: AssessmentSession;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Opened from the history: 'Voltar ao Histórico'. @default false */
  fromHistory?: boolean;
  onBackToHistory: () => void;
  onNew: () => void;
}

/**
 * The IGTA results (spec 3 §2): the session's company, department and position, the overall
 * score out of 10, the report with copy, .txt and PDF, and the text feedback.
 */
export function IgtaResults({
  session,
  headingRef,
  fromHistory = false,
  onBackToHistory,
  onNew,
}: IgtaResultsProps) {
  const messages = useAssessmentsMessages();
  const { navigate } = useNavigation();
  const titleId = useId();
  const printRef = useRef<HTMLDivElement>(null);
  const report = session.report_data?.content ?? session.assessment_result ?? '';
  const score = session.overall_score;
  const facts: [string, string | null][] = [
    [messages.company, session.company],
    [messages.departmentField, session.department],
    [messages.position, session.position],
  ];
  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title} ref={headingRef} tabIndex={-1}>
          {messages.igtaTitle}
        </h1>
        <p className={styles.subtitle}>{session.company ?? session.title ?? ''}</p>
      </header>
      <div ref={printRef} className={styles.stack}>
        <CardRoot as="section" aria-labelledby={`${titleId}-info`}>
          <CardHeader className={styles.spread}>
            <CardTitle as="h2" id={`${titleId}-info`}>
              {messages.igtaSessionInfo}
            </CardTitle>
            {score !== null ? (
              <div className={styles.row}>
                <span className={styles.muted}>{messages.overallScore}</span>{' '}
                <span className={styles.scoreValue}>
                  {messages.outOfTen(formatNumber(score, { maximumFractionDigits: 1 }))}
                </span>{' '}
                <Badge tone={BAND_TONE[scoreBand(score)]} size="md">
                  {scoreBand(score)}
                </Badge>
              </div>
            ) : null}
          </CardHeader>
          <CardContent>
            <dl className={styles.figureList}>
              {facts.map(([label, value]) => (
                <div key={label} className={styles.figure}>
                  <dt className={styles.figureLabel}>{label}</dt>
                  <dd className={styles.figureValue}>{value ?? messages.notProvided}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
        </CardRoot>
        {report ? (
          <ReportPanel
            kind="igta"
            report={report}
            printTarget={printRef}
            printTitle={messages.igtaTitle}
            printSubtitle={`${session.company ?? ''} · ${formatDate(session.created_at)}`}
            fileDate={new Date(session.created_at)}
          />
        ) : null}
      </div>
      <IgtaFeedbackForm sessionId={session.id} saved={session.feedback} />
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
