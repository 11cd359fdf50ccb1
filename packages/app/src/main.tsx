import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { App } from './App';
import { createAppClient } from './client';
import { createAppRoutes } from './routes';
import { appScreens } from './screens';

let router: DataRouter | undefined;
// The client first: it restores the stored session synchronously, so the first render already
// knows who is here. A session found expired at load is reported after this module has run,
// when the router exists.
const client = createAppClient(() => router);
router = createBrowserRouter(createAppRoutes(appScreens));

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
