import { type FormEvent, useState } from 'react';
import { Button } from '../primitives/Button/Button';
import { Textarea } from '../primitives/Textarea/Textarea';
import * as styles from './chat.css';
import { useChatMessages } from './useChatMessages';

export interface MessageEditorProps {
  /** The message as sent. */
  defaultValue: string;
  /** Sends the edited text (trimmed, never empty). */
  onSubmit: (text: string) => void;
  onCancel: () => void;
}

/**
 * Edits a sent message in place (issue 29): the edit is sent as a new version and the earlier one
 * stays as a branch (`< 1/2 >`). Enter sends, Shift+Enter breaks the line, Escape cancels.
 */
export function MessageEditor({ defaultValue, onSubmit, onCancel }: MessageEditorProps) {
  const messages = useChatMessages();
  const [text, setText] = useState(defaultValue);
  const trimmed = text.trim();
  const changed = trimmed !== '' && trimmed !== defaultValue.trim();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (changed) {
      onSubmit(trimmed);
    }
  };
  return (
    <form className={styles.messageEditor} onSubmit={submit}>
      <Textarea
        aria-label={messages.editLabel}
        description={messages.editKeepsBranch}
        value={text}
        onValueChange={setText}
        maxHeight={240}
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onCancel();
          } else if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            submit(event);
          }
        }}
      />
      <div className={styles.messageEditorActions}>
        <Button size="sm" variant="ghost" type="button" onClick={onCancel}>
          {messages.editCancel}
        </Button>
        <Button size="sm" type="submit" disabled={!changed}>
          {messages.editSend}
        </Button>
      </div>
    </form>
  );
}
