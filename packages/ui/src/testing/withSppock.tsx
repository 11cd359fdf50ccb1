// The Storybook decorator of the kit: a fresh test host per story, answered by the story's MSW
// handlers (`parameters.msw.handlers`, through the service worker), a host router and the Toaster.

import type { UserProfile } from '@sppock/sdk';
import { DASHBOARD_PATH } from '@sppock/sdk';
import { type ReactElement, type ReactNode, useState } from 'react';
import { SppockHost } from './SppockHost';
import { createTestHost } from './testHost';

/** What a story sets under `parameters.sppock`. */
export interface SppockStoryParameters {
  /** The signed-in user; `null` for a visitor. @default `fakeUser()` */
  user?: UserProfile | null;
  /** The route the story starts on. @default `DASHBOARD_PATH` */
  path?: string;
  /** When the access token expires (epoch ms). @default one hour from now */
  expiresAt?: number;
}

function StoryHost({ parameters, children }: { parameters: SppockStoryParameters; children?: ReactNode }) {
  const [host] = useState(() => createTestHost({ user: parameters.user, expiresAt: parameters.expiresAt }));
  return (
    <SppockHost host={host} path={parameters.path ?? DASHBOARD_PATH}>
      {children}
    </SppockHost>
  );
}

/** Options come from `parameters.sppock`. */
export function withSppock(
  Story: () => ReactNode,
  context: { parameters: Record<string, unknown> },
): ReactElement {
  const parameters = (context.parameters.sppock ?? {}) as SppockStoryParameters;
  return (
    <StoryHost parameters={parameters}>
      <Story />
    </StoryHost>
  );
}
