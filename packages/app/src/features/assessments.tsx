// The assessment screens (issue 14): the test list at /assessment and the three assessments, each
// in the shared page chrome with its footer (spec 3 §1). Loaded on first visit.
import { Spinner } from '@sppock/ui';
import { PageFooter } from '@sppock/ui/shell';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { availableRoutes } from '../routeTable';
import * as styles from '../screens.css';

const AssessmentListPage = lazy(() =>
  import('@sppock/ui/assessments').then((module) => ({ default: module.AssessmentListPage })),
);
const RodaDaVidaPage = lazy(() =>
  import('@sppock/ui/assessments').then((module) => ({ default: module.RodaDaVidaPage })),
);
const MbtiPage = lazy(() =>
  import('@sppock/ui/assessments').then((module) => ({ default: module.MbtiPage })),
);
const IgtaPage = lazy(() =>
  import('@sppock/ui/assessments').then((module) => ({ default: module.IgtaPage })),
);

/** What the page footer may link to. */
const AVAILABLE_ROUTES = availableRoutes();

function Screen({ children }: { children: ReactNode }) {
  return (
    <>
      <Suspense
        fallback={
          <div className={styles.screenLoading}>
            <Spinner size="lg" />
          </div>
        }
      >
        {children}
      </Suspense>
      <PageFooter availableRoutes={AVAILABLE_ROUTES} />
    </>
  );
}

export const assessmentScreens: Record<string, ComponentType> = {
  '/assessment': () => (
    <Screen>
      <AssessmentListPage />
    </Screen>
  ),
  '/assessment/rodavida': () => (
    <Screen>
      <RodaDaVidaPage />
    </Screen>
  ),
  '/assessment/mbti': () => (
    <Screen>
      <MbtiPage />
    </Screen>
  ),
  '/assessment/igta': () => (
    <Screen>
      <IgtaPage />
    </Screen>
  ),
};
