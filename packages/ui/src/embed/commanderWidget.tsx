// The Commander chunk (issue 16), loaded by the loader when a visitor first opens
// <sppock-commander>: React and the Commander dialog rendered into the element's shadow root,
// with the chunk's CSS adopted there only, and the access layer that signs its one call.
import { createMemoryStorage, createSppockClient } from '@sppock/sdk';
import { SppockProvider } from '@sppock/sdk/react';
import { createRoot } from 'react-dom/client';
import { Toaster } from '../primitives/Toaster/Toaster';
import { createCommanderAccess } from './commanderAccess';
import { EmbeddedCommander } from './EmbeddedCommander';
import {
  COMMANDER_GLOBAL,
  type MountCommanderOptions,
  type MountedCommander,
  type SppockEmbedCommanderApi,
} from './protocol';
import { visitStorage } from './visitStorage';
import { mountPoint } from './widgetStyles';

function mountCommander(options: MountCommanderOptions): MountedCommander {
  const container = mountPoint(options.root);
  // A visitor's visit survives a reload of the partner page (issue 29); a user's token never is kept.
  const visit = options.tokenProvider ? null : visitStorage(options.siteKey);
  const access = createCommanderAccess({
    apiBase: options.apiBase,
    siteKey: options.siteKey,
    tokenProvider: options.tokenProvider,
    user: options.user,
    visit,
  });
  const client = createSppockClient({
    baseUrl: options.apiBase,
    storage: createMemoryStorage(),
    fetch: access.fetch,
  });
  const state = {
    open: false,
    theme: options.theme,
    brandColor: options.brandColor,
    position: options.position,
    messages: options.messages,
    conversation: 0,
  };
  const root = createRoot(container);
  const render = () =>
    root.render(
      <SppockProvider client={client}>
        <EmbeddedCommander
          {...state}
          onAnswer={options.onMessage}
          onNewConversation={access.restart}
          visit={visit}
          onOpenChange={(open) => {
            state.open = open;
            visit?.save({ open });
            render();
            options.onOpenChange(open);
          }}
        >
          <Toaster />
        </EmbeddedCommander>
      </SppockProvider>,
    );
  render();
  return {
    setOpen(open) {
      state.open = open;
      visit?.save({ open });
      render();
    },
    update(next) {
      Object.assign(state, next);
      render();
    },
    setUser(user) {
      access.setUser(user);
      state.conversation += 1;
      render();
    },
    unmount() {
      root.unmount();
      container.remove();
    },
  };
}

const api: SppockEmbedCommanderApi = { mountCommander };
(window as Window & { [COMMANDER_GLOBAL]?: SppockEmbedCommanderApi })[COMMANDER_GLOBAL] = api;
