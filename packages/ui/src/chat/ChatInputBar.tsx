import { ArrowUp, Plus, Square } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type Ref, useEffect, useId, useState } from 'react';
import { IconButton } from '../primitives/IconButton/IconButton';
import { Textarea } from '../primitives/Textarea/Textarea';
import { Tooltip } from '../primitives/Tooltip/Tooltip';
import * as styles from './chat.css';
import { useChatMessages } from './useChatMessages';

export interface ChatInputBarProps {
  value: string;
  onValueChange: (value: string) => void;
  /** Called with the text when the user sends (Enter or the send button); never blank. */
  onSend: (text: string) => void;
  onNewConversation: () => void;
  /** An answer is on its way: Enter does nothing and the send button becomes 'Parar resposta'. */
  busy?: boolean;
  onStop?: () => void;
  /** Epoch ms before which a new message would break the agent's spacing (spec 2 §9). @default 0 */
  readyAt?: number;
  /** The server refused for spacing (429): seconds it asked to wait, or null when it did not say. */
  rateLimited?: { seconds: number | null } | null;
  /** @default 'Inicie uma conversa' */
  placeholder?: string | undefined;
  /** The microphone's place, left of the send button (the voice button). */
  microphone?: ReactNode;
  /** Shown above the text box (the voice transcript). */
  above?: ReactNode;
  textareaRef?: Ref<HTMLTextAreaElement>;
}

/** Seconds left until `readyAt`, ticking while there are any. */
function useSecondsUntil(readyAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (readyAt <= Date.now()) {
      return;
    }
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    const end = setTimeout(
      () => {
        setNow(Date.now());
        clearInterval(timer);
      },
      readyAt - Date.now() + 20,
    );
    return () => {
      clearInterval(timer);
      clearTimeout(end);
    };
  }, [readyAt]);
  return Math.max(0, Math.ceil((readyAt - now) / 1000));
}

/**
 * The input bar (spec 2 §2): new conversation, the text box growing from 18 to 72 px
 * ('Inicie uma conversa'), the microphone, and the send button only when the text is not blank.
 * Enter sends, Shift+Enter adds a line. Under it the footer hint; while the agent's spacing runs
 * (spec 2 §9) the send waits and says for how long.
 */
export function ChatInputBar({
  value,
  onValueChange,
  onSend,
  onNewConversation,
  busy = false,
  onStop,
  readyAt = 0,
  rateLimited,
  placeholder,
  microphone,
  above,
  textareaRef,
}: ChatInputBarProps) {
  const messages = useChatMessages();
  const hintId = useId();
  const wait = useSecondsUntil(readyAt);
  const blank = value.trim() === '';
  const canSend = !busy && !blank && wait === 0;

  const send = () => {
    if (canSend) {
      onSend(value.trim());
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <div className={styles.inputArea}>
      {above}
      <div className={styles.inputRow}>
        <Tooltip content={messages.newConversation}>
          <IconButton
            size="sm"
            variant="ghost"
            label={messages.newConversation}
            icon={<Plus size={16} />}
            onClick={onNewConversation}
          />
        </Tooltip>
        <Textarea
          ref={textareaRef}
          variant="bare"
          className={styles.inputField}
          aria-label={messages.inputLabel}
          aria-describedby={hintId}
          placeholder={placeholder || messages.placeholder}
          value={value}
          onValueChange={onValueChange}
          onKeyDown={onKeyDown}
          maxLength={20000}
        />
        {microphone}
        {busy ? (
          <Tooltip content={messages.stop}>
            <IconButton
              size="sm"
              variant="secondary"
              label={messages.stop}
              icon={<Square size={14} />}
              onClick={onStop}
            />
          </Tooltip>
        ) : blank ? null : (
          <Tooltip content={messages.send}>
            <IconButton
              size="sm"
              label={messages.send}
              icon={<ArrowUp size={16} />}
              disabled={!canSend}
              onClick={send}
            />
          </Tooltip>
        )}
      </div>
      {rateLimited ? (
        <p className={styles.spacingHint} role="status">
          {messages.rateLimited(wait > 0 ? wait : rateLimited.seconds)}
        </p>
      ) : wait > 0 && !busy && !blank ? (
        <p className={styles.spacingHint} role="status">
          {messages.spacingWait(wait)}
        </p>
      ) : null}
      <p className={styles.footerHint} id={hintId}>
        {messages.footerHint}
      </p>
    </div>
  );
}
