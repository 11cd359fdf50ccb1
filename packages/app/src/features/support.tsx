// The support screens (issue 13): the customer's inbox at /support and the operators' queue at
// /admin/support (superusers; the sidebar's 'Fila de Suporte').
import { SUPPORT_PATH, SUPPORT_QUEUE_PATH } from '@sppock/sdk';
import { Spinner } from '@sppock/ui';
import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { lazyScreen, type Screen, withPreload } from '../lazyScreen';
import { availableRoutes } from '../routeTable';
import * as styles from '../screens.css';

const SupportPage = lazyScreen(() => import('@sppock/ui/support').then((module) => module.SupportPage));
const OperatorQueue = lazyScreen(() => import('@sppock/ui/support').then((module) => module.OperatorQueue));

/** What the page footer may link to. */
const AVAILABLE_ROUTES = availableRoutes();

function Loading() {
  return (
    <div className={styles.screenLoading}>
      <Spinner size="lg" />
    </div>
  );
}

/** /support — `?message=<id>` opens that message (a link from a notification e-mail). */
function SupportRoute() {
  const { search } = useLocation();
  const message = Number(new URLSearchParams(search).get('message'));
  return (
    <Suspense fallback={<Loading />}>
      <SupportPage
        availableRoutes={AVAILABLE_ROUTES}
        initialMessageId={Number.isInteger(message) && message > 0 ? message : null}
      />
    </Suspense>
  );
}

function OperatorQueueRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <OperatorQueue availableRoutes={AVAILABLE_ROUTES} />
    </Suspense>
  );
}

export const supportScreens: Record<string, Screen> = {
  [SUPPORT_PATH]: withPreload(SupportRoute, SupportPage),
  [SUPPORT_QUEUE_PATH]: withPreload(OperatorQueueRoute, OperatorQueue),
};
