// The Enterprise team's custom agents (issue 21): the manager at /agents/personalizados and each
// agent's chat at /agents/{its id}, `?session=` following the conversation on screen. Outside
// Enterprise the manager shows the plan that unlocks the agents (the server's 403 decides).

import { isCustomAgentId } from '@sppock/sdk';
import { Spinner } from '@sppock/ui';
import { Suspense, useCallback } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { NotFoundRoute } from '../FallbackScreen';
import { lazyScreen, type Screen, withPreload } from '../lazyScreen';
import { CUSTOM_AGENT_CHAT_PATH, CUSTOM_AGENTS_PATH } from '../routeTable';
import * as styles from '../screens.css';

const CustomAgentManager = lazyScreen(() =>
  import('@sppock/ui/custom-agents').then((module) => module.CustomAgentManager),
);
const CustomAgentChat = lazyScreen(() =>
  import('@sppock/ui/custom-agents').then((module) => module.CustomAgentChat),
);

function Loading() {
  return (
    <div className={styles.screenLoading}>
      <Spinner size="lg" />
    </div>
  );
}

function ManagerRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <CustomAgentManager />
    </Suspense>
  );
}

function ChatRoute() {
  const { customAgentId = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
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
  // /agents/{anything else} is no agent: the same page as any unknown address.
  if (!isCustomAgentId(customAgentId)) {
    return <NotFoundRoute />;
  }
  return (
    <Suspense fallback={<Loading />}>
      {/* A new agent is a new screen: nothing typed for another agent carries over. */}
      <CustomAgentChat
        key={customAgentId}
        agentId={customAgentId}
        sessionId={sessionId}
        messageId={messageId}
        onSessionChange={onSessionChange}
      />
    </Suspense>
  );
}

export const customAgentScreens: Record<string, Screen> = {
  [CUSTOM_AGENTS_PATH]: withPreload(ManagerRoute, CustomAgentManager),
  [CUSTOM_AGENT_CHAT_PATH]: withPreload(ChatRoute, CustomAgentChat),
};
