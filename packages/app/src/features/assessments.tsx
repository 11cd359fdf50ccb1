// The assessment screens (issue 14): the test list at /assessment and the three assessments, each
// in the shared page chrome with its footer (spec 3 §1). Loaded on first visit.
import { ASSESSMENT_PATH, IGTA_PATH, MBTI_PATH, RODA_DA_VIDA_PATH } from '@sppock/sdk';
import { Spinner } from '@sppock/ui';
import { PageFooter } from '@sppock/ui/shell';
import { type ReactNode, Suspense } from 'react';
import { lazyScreen, type Screen, withPreload } from '../lazyScreen';
import { availableRoutes } from '../routeTable';
import * as styles from '../screens.css';

const AssessmentListPage = lazyScreen(() =>
  import('@sppock/ui/assessments').then((module) => module.AssessmentListPage),
);
const RodaDaVidaPage = lazyScreen(() =>
  import('@sppock/ui/assessments').then((module) => module.RodaDaVidaPage),
);
const MbtiPage = lazyScreen(() => import('@sppock/ui/assessments').then((module) => module.MbtiPage));
const IgtaPage = lazyScreen(() => import('@sppock/ui/assessments').then((module) => module.IgtaPage));

/** What the page footer may link to. */
const AVAILABLE_ROUTES = availableRoutes();

function Page({ children }: { children: ReactNode }) {
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

export const assessmentScreens: Record<string, Screen> = {
  [ASSESSMENT_PATH]: withPreload(
    () => (
      <Page>
        <AssessmentListPage />
      </Page>
    ),
    AssessmentListPage,
  ),
  [RODA_DA_VIDA_PATH]: withPreload(
    () => (
      <Page>
        <RodaDaVidaPage />
      </Page>
    ),
    RodaDaVidaPage,
  ),
  [MBTI_PATH]: withPreload(
    () => (
      <Page>
        <MbtiPage />
      </Page>
    ),
    MbtiPage,
  ),
  [IGTA_PATH]: withPreload(
    () => (
      <Page>
        <IgtaPage />
      </Page>
    ),
    IgtaPage,
  ),
};
