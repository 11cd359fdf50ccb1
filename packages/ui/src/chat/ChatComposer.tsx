import { type Ref, useCallback, useImperativeHandle, useMemo, useRef, useState } from 'react';
import { ChatInputBar, type ChatInputBarProps } from './ChatInputBar';
import { useVoiceInput, VoiceButton, VoiceTranscript } from './panels';

/** What the chat screen asks of its composer, without holding the draft itself. */
export interface ChatComposerHandle {
  /** Puts a text in the box (an example chosen in the empty state) and focuses it. */
  fill: (text: string) => void;
  /** Focuses the text box (after a send). */
  focus: () => void;
}

export interface ChatComposerProps
  extends Omit<ChatInputBarProps, 'value' | 'onValueChange' | 'microphone' | 'above' | 'textareaRef'> {
  ref?: Ref<ChatComposerHandle>;
}

/**
 * The input bar with its draft and the microphone (whose transcript joins the draft). The draft
 * lives here, not in the screen: typing and sending render the bar alone, never the conversation
 * (issue 28). The screen gets the text on send and fills the box through `ref`.
 */
export function ChatComposer({ ref, onSend, onNewConversation, busy = false, ...props }: ChatComposerProps) {
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const appendTranscript = useCallback(
    (heard: string) => setText((current) => (current.trim() ? `${current.trimEnd()} ${heard}` : heard)),
    [],
  );
  const voice = useVoiceInput({ onTranscript: appendTranscript });
  const microphone = useMemo(() => <VoiceButton voice={voice} disabled={busy} />, [voice, busy]);
  const transcript = useMemo(() => <VoiceTranscript voice={voice} />, [voice]);

  useImperativeHandle(
    ref,
    () => ({
      fill: (example) => {
        setText(example);
        input.current?.focus();
      },
      focus: () => input.current?.focus(),
    }),
    [],
  );

  const send = (message: string) => {
    setText('');
    input.current?.focus();
    onSend(message);
  };
  const newConversation = () => {
    setText('');
    input.current?.focus();
    onNewConversation();
  };

  return (
    <ChatInputBar
      {...props}
      busy={busy}
      textareaRef={input}
      value={text}
      onValueChange={setText}
      onSend={send}
      onNewConversation={newConversation}
      microphone={microphone}
      above={transcript}
    />
  );
}
