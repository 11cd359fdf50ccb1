import { formatDateTime, type Schema } from '@sppock/sdk';
import { useId } from 'react';
import { Badge } from '../primitives/Badge/Badge';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import * as styles from './account.css';
import { privacyTexts as T } from './privacyMessages';

export interface PrivacyTransparencyCardProps {
  /** The language-model providers of this server. */
  processors: Schema<'DataProcessor'>[];
  /** How to reach the data officer. */
  dataOfficer: string;
  /** The team's reads of the user's data, newest first. */
  operatorReads: Schema<'OperatorRead'>[];
}

/** Who handles the user's data: the processors in use, the data officer, and the team's reads. */
export function PrivacyTransparencyCard({
  processors,
  dataOfficer,
  operatorReads,
}: PrivacyTransparencyCardProps) {
  const titleId = useId();
  const processorsId = useId();
  const officerId = useId();
  const readsId = useId();
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {T.transparencyTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <div className={styles.stack}>
          <section aria-labelledby={processorsId} className={styles.group}>
            <h3 id={processorsId} className={styles.groupTitle}>
              {T.processorsTitle}
            </h3>
            {processors.length === 0 ? (
              <p className={styles.noticeText}>{T.processorsNone}</p>
            ) : (
              <ul className={styles.facts}>
                {processors.map((processor) => (
                  <li key={processor.id} className={styles.fact}>
                    <span className={styles.planName}>
                      <span className={styles.factValue}>{processor.name}</span>
                      <Badge tone={processor.active ? 'success' : 'neutral'}>
                        {processor.active ? T.processorActive : T.processorIdle}
                      </Badge>
                    </span>
                    <span className={styles.factLabel}>{processor.purpose}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby={officerId} className={styles.group}>
            <h3 id={officerId} className={styles.groupTitle}>
              {T.officerTitle}
            </h3>
            <p className={styles.noticeText}>{dataOfficer}</p>
          </section>
          <section aria-labelledby={readsId} className={styles.group}>
            <h3 id={readsId} className={styles.groupTitle}>
              {T.readsTitle}
            </h3>
            <CardDescription>{T.readsDescription}</CardDescription>
            {operatorReads.length === 0 ? (
              <p className={styles.factEmpty}>{T.readsEmpty}</p>
            ) : (
              <ul className={styles.facts}>
                {operatorReads.map((read) => (
                  <li key={`${read.at}-${read.subject}`} className={styles.fact}>
                    <span className={styles.factLabel}>
                      {formatDateTime(read.at)} · {T.readKinds[read.kind]}
                    </span>
                    <span className={styles.factValue}>{read.subject}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      </CardContent>
    </CardRoot>
  );
}
