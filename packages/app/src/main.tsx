import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { App } from './App';
import { createAppClient } from './client';
import { createAppRoutes, preloadRoutes } from './routes';
import { appScreens } from './screens';

/** Resolves in a new task: the browser may paint or handle input before what follows. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// The start in three tasks, so a phone can answer a tap between them (a task over 50 ms blocks
// input): evaluating the app's modules (this module's imports); creating the router (React
// Router ranks and matches the route table); creating the client and the first render. Under
// Lighthouse's 4× mobile CPU they were one task of ~190 ms.
// Not a top-level await: Rolldown turns off its chunk merging for a bundle that has one.
async function start(): Promise<void> {
  await nextTask();
  const router: DataRouter = createBrowserRouter(createAppRoutes(appScreens));
  await nextTask();
  // The client restores the stored session synchronously, so the first render already knows who
  // is here; a session found expired at load is reported in a microtask, to the router.
  const client = createAppClient(() => router);
  // A signed-in person's first screen is drawn once, whole: the code of the shell and of the
  // screen downloads side by side before the first render, instead of one after the other behind
  // two spinners (three commits, the last one long, under Lighthouse's mobile CPU).
  if (client.session.getSnapshot().status === 'authenticated') {
    await preloadRoutes(router.state.matches);
  }

  const container = document.getElementById('root');
  if (!container) {
    throw new Error('index.html precisa de <div id="root">.');
  }
  const app = (
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>
  );
  // The build pre-renders `/` for a visitor in the default dark theme (src/prerender.tsx): React
  // adopts that HTML instead of building it again. Anyone else — a stored session, the light theme
  // (its toggle shows another icon), another path — gets a fresh render over it.
  const adoptsPrerender =
    container.hasChildNodes() &&
    window.location.pathname === '/' &&
    document.documentElement.classList.contains('dark') &&
    client.session.getSnapshot().status === 'anonymous';
  // Either way in a transition: React renders (or adopts) the first screen in slices and lets the
  // browser breathe between them. Outside a transition, hydration is one task as long as the whole
  // landing (about 250 ms on Lighthouse's mobile CPU), which the browser cannot interrupt for a tap.
  if (adoptsPrerender) {
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    startTransition(() => {
      createRoot(container).render(app);
    });
  }
}

void start();
