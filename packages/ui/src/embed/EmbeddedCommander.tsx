// The Commander as the commander chunk renders it in a partner page's shadow root (issue 16): a
// dialog with the chat's message list and input bar, in the partner's theme, brand colour,
// corner and copy. One call only: send_message, signed by the access layer of the chunk.
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { ChatInputBar } from '../chat/ChatInputBar';
import { ChatMessageList } from '../chat/ChatMessageList';
import { ClarificationChoices } from '../chat/ClarificationChoices';
import { agentName } from '../chat/chatAgents';
import type { ChatMessages } from '../chat/messages';
import { SppockMessagesProvider } from '../messages/MessagesProvider';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '../primitives/Dialog/Dialog';
import { commanderTextsWith } from './commanderTexts';
import * as styles from './EmbeddedCommander.css';
import { EmbedThemeRoot } from './EmbedThemeRoot';
import type { EmbedAnswer, EmbedPosition, EmbedTheme } from './protocol';
import { useEmbeddedConversation } from './useEmbeddedConversation';
import type { VisitStorage } from './visitStorage';

export interface EmbeddedCommanderProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  theme: EmbedTheme;
  brandColor: string | null;
  /** The corner of the launcher. @default 'bottom-right' */
  position?: EmbedPosition;
  /** The partner's copy: any key of the Commander embed's texts or of the chat's. */
  messages: Record<string, unknown>;
  /** A change starts a new conversation (`setUser`). @default 0 */
  conversation?: number;
  /** An answer arrived (the host page's `sppock:message`). */
  onAnswer: (detail: EmbedAnswer) => void;
  /** The visitor asked for a new conversation (the access layer drops the old one's token). */
  onNewConversation?: () => void;
  /** The visitor's visit kept across a reload of the partner page (issue 29). @default none */
  visit?: VisitStorage | null;
  /** Rendered inside the theme root (the chunk's toasts). */
  children?: ReactNode;
}

const nameOf = (agent: string) => agentName(agent, undefined);

function CommanderDialog({
  open,
  onOpenChange,
  position = 'bottom-right',
  messages,
  conversation = 0,
  onAnswer,
  onNewConversation,
  visit,
}: Omit<EmbeddedCommanderProps, 'theme' | 'brandColor' | 'children'>) {
  const texts = commanderTextsWith(messages);
  const [restarts, setRestarts] = useState(0);
  const chat = useEmbeddedConversation({ conversation: conversation * 1000 + restarts, onAnswer, visit });
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const send = (message: string) => {
    setText('');
    void chat.send(message).then(() => input.current?.focus());
  };
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="sm" className={styles.dialog[position]} initialFocus={input}>
        <div className={styles.header}>
          <DialogTitle>{texts.title}</DialogTitle>
          <DialogDescription>{texts.description}</DialogDescription>
        </div>
        <div className={styles.conversation}>
          <ChatMessageList
            entries={chat.entries}
            agent="chatsppock"
            sessionId={null}
            agentName={nameOf}
            pending={chat.pending}
            stream={chat.stream}
            empty={<p className={styles.empty}>{texts.empty}</p>}
            renderChoices={(entry) =>
              entry.clarification ? (
                <ClarificationChoices
                  clarification={entry.clarification}
                  agentName={nameOf}
                  disabled={chat.busy || entry !== chat.entries.at(-1)}
                  onChoose={(choice) => void chat.choose(entry, choice)}
                />
              ) : null
            }
          />
        </div>
        {chat.error ? (
          <p className={styles.error} role="alert">
            {chat.error || texts.sendFailed}
          </p>
        ) : null}
        <ChatInputBar
          value={text}
          onValueChange={setText}
          onSend={send}
          onNewConversation={() => {
            onNewConversation?.();
            setRestarts((count) => count + 1);
            input.current?.focus();
          }}
          busy={chat.busy}
          onStop={chat.stop}
          textareaRef={input}
        />
      </DialogContent>
    </DialogRoot>
  );
}

export function EmbeddedCommander({ theme, brandColor, children, ...props }: EmbeddedCommanderProps) {
  return (
    <EmbedThemeRoot theme={theme} brandColor={brandColor}>
      <SppockMessagesProvider messages={{ chat: props.messages as Partial<ChatMessages> }}>
        <CommanderDialog {...props} />
        {children}
      </SppockMessagesProvider>
    </EmbedThemeRoot>
  );
}
