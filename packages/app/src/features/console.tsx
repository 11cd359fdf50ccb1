// The operator console (issue 15): Queue Manager at /admin/queue-manager (superusers; the server
// refuses anyone else with 403) and the tutorials page at /tutoriais.
import { LOGIN_PATH, QUEUE_MANAGER_PATH, SUPPORT_QUEUE_PATH, TUTORIALS_PATH } from '@sppock/sdk';
import { Spinner } from '@sppock/ui';
import { Suspense } from 'react';
import { lazyScreen, type Screen, withPreload } from '../lazyScreen';
import { availableRoutes } from '../routeTable';
import * as styles from '../screens.css';

const QueueManagerConsole = lazyScreen(() =>
  import('@sppock/ui/console').then((module) => module.QueueManagerConsole),
);
const TutorialsPage = lazyScreen(() => import('@sppock/ui/tutorials').then((module) => module.TutorialsPage));

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

export const consoleScreens: Record<string, Screen> = {
  [QUEUE_MANAGER_PATH]: withPreload(QueueManagerRoute, QueueManagerConsole),
  [TUTORIALS_PATH]: withPreload(TutorialsRoute, TutorialsPage),
};
