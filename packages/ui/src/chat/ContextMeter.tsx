import { ProgressBar } from '../primitives/ProgressBar/ProgressBar';
import * as styles from './chat.css';
import { useChatMessages } from './useChatMessages';

export interface ContextMeterProps {
  /** Tokens of the last prompt sent (instructions and the branch's history). */
  tokens: number;
  /** The answering model's context window; null when it is not known. */
  window: number | null;
}

/** From this share of the window the bar turns yellow, and red from the next. */
const WARNING_SHARE = 0.7;
const DANGER_SHARE = 0.9;

/**
 * How much of the model's context window the conversation uses (issue 29): 'Contexto: 3,2 mil de
 * 128 mil tokens' with a small bar; when the window is unknown (the offline model, a self-hosted
 * server), the tokens alone and a plain note saying so.
 */
export function ContextMeter({ tokens, window }: ContextMeterProps) {
  const messages = useChatMessages();
  const text = messages.contextUse(tokens, window);
  if (window === null) {
    return (
      <p className={styles.contextMeter}>
        {text} <span>({messages.contextWindowUnknown})</span>
      </p>
    );
  }
  const share = tokens / window;
  return (
    <div className={styles.contextMeter}>
      <span>{text}</span>
      <ProgressBar
        className={styles.contextMeterBar}
        aria-label={messages.contextMeterLabel}
        value={tokens}
        max={window}
        size="sm"
        showValue={false}
        valueText={text}
        level={share >= DANGER_SHARE ? 'danger' : share >= WARNING_SHARE ? 'warning' : 'normal'}
      />
    </div>
  );
}
