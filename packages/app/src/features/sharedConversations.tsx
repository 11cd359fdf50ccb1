// A conversation shared by a link (issue 29): /compartilhado/:token, public and read-only. The
// page is the chat entry's (its markdown), loaded only when such a link is opened.
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { SessionSpinner } from '../guards';
import { lazyScreen, type Screen, withPreload } from '../lazyScreen';
import { SHARED_CONVERSATION_ROUTE } from '../routes';

const SharedConversationPage = lazyScreen(() =>
  import('@sppock/ui/chat').then((module) => module.SharedConversationPage),
);

function SharedConversationRoute() {
  const { token = '' } = useParams();
  return (
    <Suspense fallback={<SessionSpinner />}>
      <SharedConversationPage key={token} token={token} />
    </Suspense>
  );
}

export const sharedConversationScreens: Record<string, Screen> = {
  [SHARED_CONVERSATION_ROUTE]: withPreload(SharedConversationRoute, SharedConversationPage),
};
