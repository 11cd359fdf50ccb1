import { formatDateTime, type Schema } from '@sppock/sdk';
import { useId } from 'react';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import * as styles from './account.css';
import { privacyTexts as T } from './privacyMessages';
import { SettingSwitch } from './SettingSwitch';

export type ConsentKey = 'marketing_emails' | 'memory';

export interface ConsentsCardProps {
  consents: Schema<'PrivacyConsents'>;
  /** Every answer, newest first. */
  history: Schema<'ConsentEntry'>[];
  /** Called with the consent that changes and its new answer. */
  onConsentChange: (key: ConsentKey, granted: boolean) => void;
  /** The consent being saved. @default null */
  pending?: ConsentKey | null;
}

/** The consent record (LGPD): the terms accepted, two switches and the dated history of answers. */
export function ConsentsCard({ consents, history, onConsentChange, pending = null }: ConsentsCardProps) {
  const titleId = useId();
  const historyId = useId();
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {T.consentsTitle}
        </CardTitle>
        <CardDescription>{T.consentsDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className={styles.stack}>
          <p className={styles.noticeText}>
            {consents.terms
              ? T.termsAccepted(consents.terms.version, formatDateTime(consents.terms.accepted_at))
              : T.termsNotAccepted}
          </p>
          <div>
            <SettingSwitch
              label={T.marketingLabel}
              description={T.marketingDescription}
              checked={consents.marketing_emails.granted}
              pending={pending === 'marketing_emails'}
              onCheckedChange={(granted) => onConsentChange('marketing_emails', granted)}
            />
            <SettingSwitch
              label={T.memoryLabel}
              description={T.memoryDescription}
              checked={consents.memory.granted}
              pending={pending === 'memory'}
              onCheckedChange={(granted) => onConsentChange('memory', granted)}
            />
          </div>
          <section aria-labelledby={historyId} className={styles.group}>
            <h3 id={historyId} className={styles.groupTitle}>
              {T.historyTitle}
            </h3>
            {history.length === 0 ? (
              <p className={styles.factEmpty}>{T.historyEmpty}</p>
            ) : (
              <ul className={styles.facts}>
                {history.map((entry) => (
                  <li key={`${entry.kind}-${entry.at}`} className={styles.fact}>
                    <span className={styles.factLabel}>{formatDateTime(entry.at)}</span>
                    <span className={styles.factValue}>
                      {T.historyKinds[entry.kind]}
                      {entry.terms_version ? ` ${entry.terms_version}` : ''}: {T.historyEntry(entry.granted)}
                    </span>
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
