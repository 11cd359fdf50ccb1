import { useEffect, useState } from 'react';
import { Spinner } from '../primitives/Spinner/Spinner';
import * as styles from './chat.css';
import { useChatMessages } from './useChatMessages';

export interface WaitingIndicatorProps {
  /** The agent's loading text. @default 'Processando sua mensagem...' */
  loadingText?: string;
  /** The agent's estimated time. @default '3-5 minutos' (spec 2 §9) */
  estimatedTime?: string;
  /** When the request left (epoch ms). */
  startedAt: number;
  /** The agent and its confidence range, once known (the guess, then the server's decision). */
  agent?: { name: string; range: string; source: 'guess' | 'server' } | null;
  /** The step a long run is on ('Buscando na web: "padarias em Curitiba"'), when the server reports one. */
  progress?: string | undefined;
}

/**
 * The assistant's placeholder while waiting (spec 2 §2 "Waiting state"): the loading text, the
 * agent with its confidence range when known, the estimated time and the elapsed seconds,
 * counted every second; a long run's current step below them.
 */
export function WaitingIndicator({
  loadingText,
  estimatedTime,
  startedAt,
  agent,
  progress,
}: WaitingIndicatorProps) {
  const messages = useChatMessages();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - startedAt) / 1000));
  return (
    <div className={styles.waiting}>
      <div className={styles.waitingLine}>
        <Spinner size="sm" decorative />
        <span className={styles.loadingText}>{loadingText || messages.defaultLoadingText}</span>
        <span className={styles.elapsed} role="timer" aria-label={messages.elapsedLabel(seconds)}>
          {messages.elapsed(seconds)}
        </span>
      </div>
      {agent ? (
        <span>
          {agent.source === 'guess'
            ? messages.probableAgent(agent.name, agent.range)
            : messages.agentWithRange(agent.name, agent.range)}
        </span>
      ) : null}
      <span>{messages.estimatedTime(estimatedTime || messages.defaultEstimatedTime)}</span>
      {progress ? <span className={styles.waitingProgress}>{progress}</span> : null}
    </div>
  );
}
