// The assessment screens (issue 14): the test list at /assessment and the three assessments, each
// in the shared page chrome with its footer (spec 3 §1). Loaded on first visit.
import { ASSESSMENT_PATH, IGTA_PATH, MBTI_PATH, RODA_DA_VIDA_PATH } from '@sppock/sdk';
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
  [ASSESSMENT_PATH]: () => (
    <Screen>
      <AssessmentListPage />
    </Screen>
  ),
  [RODA_DA_VIDA_PATH]: () => (
    <Screen>
      <RodaDaVidaPage />
    </Screen>
  ),
  [MBTI_PATH]: () => (
    <Screen>
      <MbtiPage />
    </Screen>
  ),
  [IGTA_PATH]: () => (
    <Screen>
      <IgtaPage />
    </Screen>
  ),
};
