// The widget chunk (issue 16), loaded by the loader on the visitor's first open: React and the
// FAQ chatbot rendered into the element's shadow root, with the chunk's CSS adopted there only.
import { createMemoryStorage, createSppockClient, LOGIN_PATH, SUPPORT_PATH } from '@sppock/sdk';
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
import { mountPoint } from './widgetStyles';

function mountChatbot(options: MountChatbotOptions): MountedChatbot {
  const container = mountPoint(options.root);
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
          signInHref={
            new URL(`${LOGIN_PATH}?redirect=${encodeURIComponent(SUPPORT_PATH)}`, options.apiBase).href
          }
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
