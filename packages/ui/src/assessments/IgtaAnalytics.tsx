import { formatDate, formatNumber } from '@sppock/sdk';
import { useIgtaAnalytics } from '@sppock/sdk/react';
import { useId } from 'react';
import { CardContent, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { LoadError } from '../shell/LoadError';
import * as styles from './assessments.css';
import { IGTA_DIMENSIONS, type IgtaDimension } from './catalogue';
import { useAssessmentsMessages } from './useAssessmentsMessages';

const one = (value: number | null, none: string) =>
  value === null ? none : formatNumber(value, { maximumFractionDigits: 1 });

/** The figures of the user's IGTA diagnoses (spec 3 §7 "analytics"): counts, averages, the latest date. */
export function IgtaAnalytics() {
  const messages = useAssessmentsMessages();
  const titleId = useId();
  const analytics = useIgtaAnalytics();
  const data = analytics.data?.analytics;
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {messages.analyticsTitle}
        </CardTitle>
      </CardHeader>
      <CardContent className={styles.stack}>
        {analytics.isError ? (
          <LoadError
            size="sm"
            title={messages.analyticsError}
            message={analytics.error.message}
            onRetry={() => void analytics.refetch()}
            retrying={analytics.isFetching}
          />
        ) : data ? (
          <>
            <dl className={styles.figureList}>
              <div className={styles.figure}>
                <dt className={styles.figureLabel}>{messages.analyticsSessions}</dt>
                <dd className={styles.figureValue}>{formatNumber(data.total_sessions)}</dd>
              </div>
              <div className={styles.figure}>
                <dt className={styles.figureLabel}>{messages.analyticsCompleted}</dt>
                <dd className={styles.figureValue}>{formatNumber(data.completed_sessions)}</dd>
              </div>
              <div className={styles.figure}>
                <dt className={styles.figureLabel}>{messages.analyticsAverage}</dt>
                <dd className={styles.figureValue}>{one(data.average_score, messages.analyticsNone)}</dd>
              </div>
              <div className={styles.figure}>
                <dt className={styles.figureLabel}>{messages.analyticsLast}</dt>
                <dd className={styles.figureValue}>
                  {data.last_session_at ? formatDate(data.last_session_at) : messages.analyticsNone}
                </dd>
              </div>
            </dl>
            <h3 className={styles.muted}>{messages.analyticsByDimension}</h3>
            <dl className={styles.figureList}>
              {(Object.keys(IGTA_DIMENSIONS) as IgtaDimension[]).map((dimension) => (
                <div key={dimension} className={styles.figure}>
                  <dt className={styles.figureLabel}>{IGTA_DIMENSIONS[dimension]}</dt>
                  <dd className={styles.figureValue}>
                    {one(data.by_dimension[dimension], messages.analyticsNone)}
                  </dd>
                </div>
              ))}
            </dl>
          </>
        ) : (
          <p className={styles.muted} role="status">
            {messages.historyLoading}
          </p>
        )}
      </CardContent>
    </CardRoot>
  );
}
