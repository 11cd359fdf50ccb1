// The chat screens (issue 12): the Commander at /agents/chatsppock (the post-login target) and its
// other addresses, and one route per agent at /agents/{agent_type}; `?session=` opens a
// conversation (`&message=` scrolls to one of its messages) and follows the one on screen.
import { Spinner } from '@sppock/ui';
import { useChatbotWidget } from '@sppock/ui/chatbot';
import { Suspense, useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { APP_INFO } from '../appInfo';
import { lazyScreen, type Screen, withPreload } from '../lazyScreen';
import { CHAT_AGENT_ROUTES, COMMANDER_PATH } from '../routeTable';
import * as styles from '../screens.css';

const CommanderChat = lazyScreen(() => import('@sppock/ui/chat').then((module) => module.CommanderChat));

type Agent = (typeof CHAT_AGENT_ROUTES)[number]['agent'] | 'chatsppock';

function Loading() {
  return (
    <div className={styles.screenLoading}>
      <Spinner size="lg" />
    </div>
  );
}

function ChatRoute({ agent }: { agent: Agent }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const chatbot = useChatbotWidget();
  const sessionId = new URLSearchParams(search).get('session');
  // A search result opens its conversation at the message found (issue 29).
  const messageId = new URLSearchParams(search).get('message');
  const onSessionChange = useCallback(
    (id: string | null) => {
      const params = new URLSearchParams(search);
      // A message found by the search belongs to the conversation it was found in.
      if (id !== params.get('session')) {
        params.delete('message');
      }
      if (id) {
        params.set('session', id);
      } else {
        params.delete('session');
      }
      const query = params.toString();
      navigate(`${pathname}${query ? `?${query}` : ''}`, { replace: true });
    },
    [navigate, pathname, search],
  );
  return (
    <Suspense fallback={<Loading />}>
      {/* A new agent is a new screen: nothing typed for another agent carries over. */}
      <CommanderChat
        key={agent}
        agent={agent}
        sessionId={sessionId}
        messageId={messageId}
        onSessionChange={onSessionChange}
        onOpenChatbot={chatbot.open}
        {...APP_INFO}
      />
    </Suspense>
  );
}

const commander = withPreload(() => <ChatRoute agent="chatsppock" />, CommanderChat);

/** Every chat address of spec 2 §2 opens the Commander; /agents/{agent_type} opens that agent. */
export const chatScreens: Record<string, Screen> = {
  [COMMANDER_PATH]: commander,
  '/chat/chatsppock': commander,
  '/chat-free': commander,
  '/chat-pro': commander,
  '/chat-enterprise': commander,
  '/chat-llm': commander,
  ...Object.fromEntries(
    CHAT_AGENT_ROUTES.map(
      ({ path, agent }) => [path, withPreload(() => <ChatRoute agent={agent} />, CommanderChat)] as const,
    ),
  ),
};
