// A conversation shared by a link (issue 29): /compartilhado/:token, public and read-only. The
// page is the chat entry's (its markdown), loaded only when such a link is opened.
import { type ComponentType, lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { SessionSpinner } from '../guards';
import { SHARED_CONVERSATION_ROUTE } from '../routes';

const SharedConversationPage = lazy(() =>
  import('@sppock/ui/chat').then((module) => ({ default: module.SharedConversationPage })),
);

function SharedConversationRoute() {
  const { token = '' } = useParams();
  return (
    <Suspense fallback={<SessionSpinner />}>
      <SharedConversationPage key={token} token={token} />
    </Suspense>
  );
}

export const sharedConversationScreens: Record<string, ComponentType> = {
  [SHARED_CONVERSATION_ROUTE]: SharedConversationRoute,
};
