// The Enterprise team's invitation link (issue 21): /convite/:token, for visitors (who sign in or
// create their account from it) and signed-in people (who join with one click).
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { SessionSpinner } from '../guards';
import { lazyScreen, type Screen, withPreload } from '../lazyScreen';
import { INVITATION_PATH } from '../routes';

const InvitationPage = lazyScreen(() =>
  import('../lazy/InvitationPage').then((module) => module.InvitationPage),
);

function InvitationRoute() {
  const { token = '' } = useParams();
  return (
    <Suspense fallback={<SessionSpinner />}>
      {/* A new token is a new screen: nothing typed for another link carries over. */}
      <InvitationPage key={token} token={token} />
    </Suspense>
  );
}

export const teamScreens: Record<string, Screen> = {
  [INVITATION_PATH]: withPreload(InvitationRoute, InvitationPage),
};
