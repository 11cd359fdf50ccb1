// The widget chunk (issue 16), loaded by the loader on the visitor's first open: React and the
// FAQ chatbot rendered into the element's shadow root, with the chunk's CSS adopted there only.
import { createMemoryStorage, createSppockClient } from '@sppock/sdk';
import { SppockProvider } from '@sppock/sdk/react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '../primitives/Toaster/Toaster';
import { EmbeddedChatbot } from './EmbeddedChatbot';
import { createEmbedFetch } from './embedFetch';
import {
  type MountChatbotOptions,
  type MountedChatbot,
  type SppockEmbedWidgetApi,
  WIDGET_GLOBAL,
} from './protocol';

/** Replaced by the build (vite.embed.config.ts) with the chunk's stylesheet. */
const WIDGET_CSS = '__SPPOCK_WIDGET_CSS__';

function mountChatbot(options: MountChatbotOptions): MountedChatbot {
  // Before the build replaces it, the placeholder is not CSS and the sheet stays empty.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(WIDGET_CSS);
  options.root.adoptedStyleSheets = [...options.root.adoptedStyleSheets, sheet];
  const container = document.createElement('div');
  options.root.append(container);
  const client = createSppockClient({
    baseUrl: options.apiBase,
    storage: createMemoryStorage(),
    fetch: createEmbedFetch({
      apiBase: options.apiBase,
      siteKey: options.siteKey,
      onMessage: options.onMessage,
    }),
  });
  const state = {
    open: false,
    theme: options.theme,
    brandColor: options.brandColor,
    messages: options.messages,
  };
  const root = createRoot(container);
  const render = () =>
    root.render(
      <SppockProvider client={client}>
        <EmbeddedChatbot
          {...state}
          signInHref={new URL('/login?redirect=%2Fsupport', options.apiBase).href}
          onOpenChange={(open) => {
            state.open = open;
            render();
            options.onOpenChange(open);
          }}
        >
          <Toaster />
        </EmbeddedChatbot>
      </SppockProvider>,
    );
  render();
  return {
    setOpen(open) {
      state.open = open;
      render();
    },
    update(next) {
      Object.assign(state, next);
      render();
    },
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}

const api: SppockEmbedWidgetApi = { mountChatbot };
(window as Window & { [WIDGET_GLOBAL]?: SppockEmbedWidgetApi })[WIDGET_GLOBAL] = api;
