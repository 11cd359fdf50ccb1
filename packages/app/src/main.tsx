import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
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
createRoot(container).render(
  <StrictMode>
    <App client={client} router={router} />
  </StrictMode>,
);
