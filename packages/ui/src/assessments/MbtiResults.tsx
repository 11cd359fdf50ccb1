import { ASSESSMENT_PATH, type AssessmentSession, formatDate } from '@sppock/sdk';
import { type RefObject, useId, useRef, useState } from 'react';
import { useNavigation } from '../navigation/Navigation';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import * as styles from './assessments.css';
import { MBTI_GROUPS } from './catalogue';
import { MbtiDimensionBars } from './MbtiDimensionBars';
import * as resultStyles from './MbtiResults.css';
import { MbtiTypeGroups } from './MbtiTypeGroups';
import { RatingForm } from './RatingForm';
import { ReportPanel } from './ReportPanel';
import { useAssessmentsMessages } from './useAssessmentsMessages';

export interface MbtiResultsProps {
  /** The completed session, with `mbti_data`. */
  session: AssessmentSession;
  headingRef?: RefObject<HTMLHeadingElement | null>;
  /** Opened from the history: 'Voltar ao Histórico'. @default false */
  fromHistory?: boolean;
  onBackToHistory: () => void;
  onNew: () => void;
}

/**
 * The MBTI results (spec 3 §2): the type with its name, the four dimension bars with their bands,
 * the full report with copy, .txt and PDF, the toggle of the 16 types in groups, the feedback.
 */
export function MbtiResults({
  session,
  headingRef,
  fromHistory = false,
  onBackToHistory,
  onNew,
}: MbtiResultsProps) {
  const messages = useAssessmentsMessages();
  const { navigate } = useNavigation();
  const titleId = useId();
  const typesId = useId();
  const printRef = useRef<HTMLDivElement>(null);
  const [showTypes, setShowTypes] = useState(false);
  const data = session.mbti_data;
  const info = MBTI_GROUPS.flatMap((group) => group.types).find((entry) => entry.type === data?.mbti_type);

  return (
    <section className={styles.stack} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title} ref={headingRef} tabIndex={-1}>
          {messages.mbtiTitle}
        </h1>
        <p className={styles.subtitle}>{session.title ?? ''}</p>
      </header>
      <div ref={printRef} className={styles.stack}>
        {data ? (
          <div className={styles.twoColumns}>
            <CardRoot as="section" aria-labelledby={`${titleId}-type`}>
              <CardHeader>
                <CardTitle as="h2" id={`${titleId}-type`}>
                  {messages.mbtiYourType}
                </CardTitle>
              </CardHeader>
              <CardContent className={styles.stack}>
                <p className={resultStyles.type}>{data.mbti_type}</p>
                {info ? (
                  <>
                    <p className={resultStyles.typeName}>{info.name}</p>
                    <p className={styles.muted}>{info.description}</p>
                  </>
                ) : null}
              </CardContent>
            </CardRoot>
            <CardRoot as="section" aria-labelledby={`${titleId}-dimensions`}>
              <CardHeader>
                <CardTitle as="h2" id={`${titleId}-dimensions`}>
                  {messages.mbtiDimensions}
                </CardTitle>
              </CardHeader>
              <CardContent>
                <MbtiDimensionBars scores={data.dimension_scores} />
              </CardContent>
            </CardRoot>
          </div>
        ) : null}
        {session.assessment_result ? (
          <ReportPanel
            kind="mbti"
            report={session.assessment_result}
            printTarget={printRef}
            printTitle={messages.mbtiTitle}
            printSubtitle={`${data?.mbti_type ?? ''} · ${formatDate(session.created_at)}`}
            fileDate={new Date(session.created_at)}
          />
        ) : null}
      </div>
      <CardRoot as="section" aria-labelledby={`${titleId}-types`}>
        <CardHeader className={styles.spread}>
          <CardTitle as="h2" id={`${titleId}-types`}>
            {messages.typesTitle}
          </CardTitle>
          <Button
            size="sm"
            variant="secondary"
            aria-expanded={showTypes}
            aria-controls={typesId}
            onClick={() => setShowTypes(!showTypes)}
          >
            {showTypes ? messages.hideTypes : messages.showTypes}
          </Button>
        </CardHeader>
        <CardContent id={typesId} hidden={!showTypes}>
          {showTypes ? <MbtiTypeGroups current={data?.mbti_type} /> : null}
        </CardContent>
      </CardRoot>
      <RatingForm kind="mbti" sessionId={session.id} saved={session.feedback} />
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
