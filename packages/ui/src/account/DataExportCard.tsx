import { formatDateTime, type Schema } from '@sppock/sdk';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import * as styles from './account.css';
import { privacyTexts as T } from './privacyMessages';

export interface DataExportCardProps {
  /** The copies asked for, newest first. */
  exports: Schema<'DataExport'>[];
  /** Asks for a new copy. */
  onRequest: () => void;
  /** @default false */
  requesting?: boolean;
  /** The e-mailed link was opened: offer its download. @default null */
  link?: { onDownload: () => void; downloading: boolean } | null;
}

/** 'Baixar todos os meus dados' (LGPD art. 18): ask for a copy, see the copies, download an opened link. */
export function DataExportCard({ exports, onRequest, requesting = false, link = null }: DataExportCardProps) {
  const titleId = useId();
  const listId = useId();
  const pending = exports.some((row) => row.status === 'pending');
  return (
    <CardRoot as="section" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle as="h2" id={titleId}>
          {T.exportTitle}
        </CardTitle>
        <CardDescription>{T.exportDescription}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className={styles.stack}>
          {link ? (
            <div className={styles.notice} role="status">
              <p className={styles.noticeTitle}>{T.exportLinkTitle}</p>
              <p className={styles.noticeText}>{T.exportLinkDescription}</p>
              <div className={styles.actions}>
                <Button
                  onClick={link.onDownload}
                  disabled={link.downloading}
                  aria-busy={link.downloading || undefined}
                >
                  <Download size={16} aria-hidden="true" />
                  {link.downloading ? T.exportDownloading : T.exportDownload}
                </Button>
              </div>
            </div>
          ) : null}
          <div className={styles.actions}>
            <Button
              variant="secondary"
              onClick={onRequest}
              disabled={requesting || pending}
              aria-busy={requesting || undefined}
            >
              {requesting ? T.exportRequesting : T.exportRequest}
            </Button>
          </div>
          {exports.length > 0 ? (
            <section aria-labelledby={listId} className={styles.group}>
              <h3 id={listId} className={styles.groupTitle}>
                {T.exportsTitle}
              </h3>
              <ul className={styles.facts} aria-live="polite">
                {exports.map((row) => (
                  <li key={row.id} className={styles.fact}>
                    <span className={styles.factValue}>{T.exportStatus[row.status]}</span>
                    <span className={styles.factLabel}>
                      {T.exportLine(
                        formatDateTime(row.requested_at),
                        formatDateTime(row.expires_at),
                        row.size_bytes,
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </CardContent>
    </CardRoot>
  );
}
