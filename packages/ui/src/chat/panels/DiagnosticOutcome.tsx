import type { DiagnosticResult } from '@sppock/sdk/react';
import { Badge } from '../../primitives/Badge/Badge';
import * as styles from './DiagnosticOutcome.css';
import { useChatPanelsMessages } from './useChatPanelsMessages';

export interface DiagnosticOutcomeProps {
  /** The check's outcome. */
  result: DiagnosticResult;
  /** A further line from the server (the login's device notice). @default undefined */
  notice?: string;
}

/** One check's outcome in the debug panel: success or failure, status, time and the pt-BR line. */
export function DiagnosticOutcome({ result, notice }: DiagnosticOutcomeProps) {
  const messages = useChatPanelsMessages();
  return (
    <div className={styles.root} data-state={result.ok ? 'ok' : 'failed'}>
      <div className={styles.line}>
        <Badge tone={result.ok ? 'success' : 'danger'}>
          {result.ok ? messages.debugOk : messages.debugFailed}
        </Badge>
        <span className={styles.meta}>
          {messages.debugStatus(result.status)} · {result.durationMs} ms
        </span>
      </div>
      <p className={styles.message}>{result.message}</p>
      {notice ? <p className={styles.message}>{notice}</p> : null}
    </div>
  );
}
