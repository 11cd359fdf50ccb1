// The landing page rendered to HTML at build time (`npm run build`), so a visitor's first paint
// is the page itself rather than an empty document waiting for the JavaScript (Lighthouse's
// mobile LCP, issue 17). scripts/prerender.mjs puts the markup inside index.html's #root; the
// app then renders over it with createRoot, and other paths drop it before the first paint.
import { createMemoryStorage, createSppockClient } from '@sppock/sdk';
import { themeClassName } from '@sppock/ui/theme';
import { QueryClient } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { App } from './App';
import { createAppRoutes } from './routes';
import { appScreens } from './screens';

/**
 * A visitor's first view of `/`: no stored session, no call made while rendering. Lazy parts (the
 * chatbot's button) are waited for, so the HTML is whole and React adopts every part of it.
 */
export async function renderLanding(origin: string): Promise<string> {
  const client = createSppockClient({
    baseUrl: origin,
    storage: createMemoryStorage(),
    fetch: () => Promise.reject(new Error('O pré-render não faz chamadas.')),
  });
  const router = createMemoryRouter(createAppRoutes(appScreens), { initialEntries: ['/'] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Every Suspense boundary inline, where it stands: by default React moves a large boundary to
  // the end of the document and puts it back with an inline script (which the page's CSP would
  // refuse, and which moves the DOM before the first paint).
  const { prelude } = await prerenderToNodeStream(
    <App client={client} router={router} queryClient={queryClient} />,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) {
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The classes the theme puts on <html>, for the page's first paint before React runs. */
export const themeClasses = { dark: themeClassName('dark'), light: themeClassName('light') };
