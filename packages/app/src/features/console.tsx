// The operator console (issue 15): Queue Manager at /admin/queue-manager (superusers; the server
// refuses anyone else with 403) and the tutorials page at /tutoriais.
import { LOGIN_PATH, QUEUE_MANAGER_PATH, SUPPORT_QUEUE_PATH, TUTORIALS_PATH } from '@sppock/sdk';
import { Spinner } from '@sppock/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { availableRoutes } from '../routeTable';
import * as styles from '../screens.css';

const QueueManagerConsole = lazy(() =>
  import('@sppock/ui/console').then((module) => ({ default: module.QueueManagerConsole })),
);
const TutorialsPage = lazy(() =>
  import('@sppock/ui/tutorials').then((module) => ({ default: module.TutorialsPage })),
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

function QueueManagerRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <QueueManagerConsole supportPath={SUPPORT_QUEUE_PATH} logoutPath={LOGIN_PATH} />
    </Suspense>
  );
}

function TutorialsRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <TutorialsPage availableRoutes={AVAILABLE_ROUTES} />
    </Suspense>
  );
}

export const consoleScreens: Record<string, ComponentType> = {
  [QUEUE_MANAGER_PATH]: QueueManagerRoute,
  [TUTORIALS_PATH]: TutorialsRoute,
};
