// The support screens (issue 13): the customer's inbox at /support and the operators' queue at
// /admin/support (superusers; the sidebar's 'Fila de Suporte').
import { SUPPORT_PATH, SUPPORT_QUEUE_PATH } from '@sppock/sdk';
import { Spinner } from '@sppock/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { availableRoutes } from '../routeTable';
import * as styles from '../screens.css';

const SupportPage = lazy(() =>
  import('@sppock/ui/support').then((module) => ({ default: module.SupportPage })),
);
const OperatorQueue = lazy(() =>
  import('@sppock/ui/support').then((module) => ({ default: module.OperatorQueue })),
);

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

export const supportScreens: Record<string, ComponentType> = {
  [SUPPORT_PATH]: SupportRoute,
  [SUPPORT_QUEUE_PATH]: OperatorQueueRoute,
};
