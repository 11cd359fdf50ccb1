import { formatDateTime, HOME_PATH, type SharedMessage } from '@sppock/sdk';
import { useSharedConversation } from '@sppock/sdk/react';
import { Link2Off } from 'lucide-react';
import { useConversationsMessages } from '../conversations/useConversationsMessages';
import { cx } from '../internal/cx';
import { useNavigation } from '../navigation/Navigation';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { EmptyState } from '../primitives/EmptyState/EmptyState';
import { Spinner } from '../primitives/Spinner/Spinner';
import { LoadError } from '../shell/LoadError';
import { ChatMarkdown } from './ChatMarkdown';
import * as chatStyles from './chat.css';
import * as styles from './SharedConversationPage.css';

export interface SharedConversationPageProps {
  /** The link's token (the end of `/compartilhado/{token}`). */
  token: string;
}

function SharedMessageItem({ message }: { message: SharedMessage }) {
  const messages = useConversationsMessages();
  const role = message.role;
  return (
    <li className={cx(chatStyles.message, chatStyles.messageRole[role])}>
      <span className={styles.author}>
        {message.agent_name ?? messages.sharedYou} · {formatDateTime(message.date)}
      </span>
      <div className={chatStyles.bubble[role]}>
        {role === 'assistant' ? <ChatMarkdown>{message.content}</ChatMarkdown> : message.content}
      </div>
      {message.files.length > 0 ? (
        <p className={styles.files}>
          {messages.sharedFiles}: {message.files.join(', ')}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The public, read-only page of a shared conversation (issue 29): its title, the agents that
 * answered, when it started and was shared, and the messages with the chat's markdown. No
 * account is needed; search engines are told not to index it. A revoked or expired link shows
 * the server's message.
 */
export function SharedConversationPage({ token }: SharedConversationPageProps) {
  const messages = useConversationsMessages();
  const { navigate } = useNavigation();
  const shared = useSharedConversation(token);
  return (
    <main className={styles.page}>
      <meta name="robots" content="noindex, nofollow" />
      {shared.isPending ? (
        <div role="status">
          <Spinner label={messages.sharedLoading} />
        </div>
      ) : shared.isError ? (
        shared.error.status === 404 ? (
          <EmptyState
            icon={<Link2Off size={22} />}
            title={messages.sharedNotFoundTitle}
            description={shared.error.message}
            action={<Button onClick={() => navigate(HOME_PATH)}>{messages.sharedStart}</Button>}
          />
        ) : (
          <LoadError
            title={messages.sharedErrorTitle}
            message={shared.error.message}
            onRetry={() => void shared.refetch()}
            retrying={shared.isFetching}
          />
        )
      ) : (
        <>
          <title>{shared.data.title}</title>
          <header className={styles.header}>
            <div>
              <Badge tone="neutral">{messages.sharedBadge}</Badge>
            </div>
            <h1 className={styles.title}>{shared.data.title}</h1>
            <p className={styles.meta}>{messages.sharedAgents(shared.data.agents)}</p>
            <p className={styles.meta}>
              {messages.sharedDates(
                formatDateTime(shared.data.started_at),
                formatDateTime(shared.data.shared_at),
              )}
              {shared.data.expires_at
                ? ` · ${messages.sharedExpires(formatDateTime(shared.data.expires_at))}`
                : null}
            </p>
          </header>
          <ol className={styles.messages} aria-label={shared.data.title}>
            {shared.data.messages.map((message, index) => (
              // The copy never changes: its order is its identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: a frozen copy, read-only
              <SharedMessageItem key={index} message={message} />
            ))}
          </ol>
          <footer className={styles.footer}>
            <span>{messages.sharedFooter}</span>
            <Button variant="secondary" size="sm" onClick={() => navigate(HOME_PATH)}>
              {messages.sharedStart}
            </Button>
          </footer>
        </>
      )}
    </main>
  );
}
