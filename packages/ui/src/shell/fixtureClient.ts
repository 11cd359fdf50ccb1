// A Sppock client for the stories and tests of the shell, account and plans features: a session
// signed in with a sample user (or none), answered by MSW handlers typed from the contract —
// through the Storybook service worker, or in-process (msw's getResponse) in unit tests.
import { createMemoryStorage, createSppockClient, type SppockClient, type UserProfile } from '@sppock/sdk';
import { SppockProvider } from '@sppock/sdk/react';
import { QueryClient } from '@tanstack/react-query';
import { getResponse, type RequestHandler } from 'msw';
import { createElement, type ReactElement, type ReactNode, useCallback, useState } from 'react';
import { NavigationProvider } from '../navigation/Navigation';
import { Toaster } from '../primitives/Toaster/Toaster';
import { fixtureUser } from './fixtures';

/** An unsigned JWT that expires at `expiresAt` (epoch ms); the client never checks signatures. */
export function fakeAccessToken(expiresAt: number): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: Math.floor(expiresAt / 1000) })}.assinatura`;
}

export interface FixtureClientOptions {
  /** The signed-in user; `null` for a visitor. @default the sample user */
  user?: UserProfile | null;
  /** Answer calls in-process with these handlers (tests). Without them, calls use the page's fetch (the Storybook MSW worker). */
  handlers?: RequestHandler[];
  /** When the access token expires (epoch ms). @default one hour from now */
  expiresAt?: number;
}

export interface FixtureClient {
  client: SppockClient;
  queryClient: QueryClient;
  /** Every call made, as 'METHOD /path/?query'. */
  calls: string[];
  /** How many calls start with `prefix` ('GET /api/agents/chatsppock/api/usage/'). */
  count(prefix: string): number;
}

export function createFixtureClient({
  user = fixtureUser(),
  handlers,
  expiresAt = Date.now() + 3_600_000,
}: FixtureClientOptions = {}): FixtureClient {
  const calls: string[] = [];
  const client = createSppockClient({
    baseUrl: window.location.origin,
    storage: createMemoryStorage(),
    fetch: async (request) => {
      const url = new URL(request.url);
      calls.push(`${request.method} ${url.pathname}${url.search}`);
      if (!handlers) {
        return fetch(request);
      }
      const response = await getResponse(handlers, request);
      return response ?? new Response(`sem handler: ${request.method} ${url.pathname}`, { status: 599 });
    },
  });
  if (user) {
    client.session.signIn({ access: fakeAccessToken(expiresAt), refresh: 'refresh-fixture', user });
  }
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    client,
    queryClient,
    calls,
    count: (prefix) => calls.filter((call) => call.startsWith(prefix)).length,
  };
}

export interface SppockFixtureProps {
  fixture: FixtureClient;
  /** The route the story or test starts on. @default '/dashboard' */
  path?: string;
  /** Sees every navigation (a spy in tests). */
  onNavigate?: (to: string) => void;
  /** Mount a Toaster. @default true */
  toaster?: boolean;
  children?: ReactNode;
}

/** Provides the fixture client, a host router that follows `navigate`, and the toasts. */
export function SppockFixture({
  fixture,
  path = '/dashboard',
  onNavigate,
  toaster = true,
  children,
}: SppockFixtureProps) {
  const [currentPath, setCurrentPath] = useState(path);
  const navigate = useCallback(
    (to: string) => {
      onNavigate?.(to);
      setCurrentPath(to);
    },
    [onNavigate],
  );
  return createElement(
    SppockProvider,
    { client: fixture.client, queryClient: fixture.queryClient },
    createElement(
      NavigationProvider,
      { navigate, currentPath },
      children,
      toaster ? createElement(Toaster) : null,
    ),
  );
}

/** What a story sets under `parameters.sppock`. */
export interface SppockStoryParameters {
  /** The signed-in user; `null` for a visitor. @default the sample user */
  user?: UserProfile | null;
  /** The route the story starts on. @default '/dashboard' */
  path?: string;
  /** When the access token expires (epoch ms). @default one hour from now */
  expiresAt?: number;
}

function StoryFixture({ parameters, children }: { parameters: SppockStoryParameters; children?: ReactNode }) {
  const [fixture] = useState(() =>
    createFixtureClient({ user: parameters.user, expiresAt: parameters.expiresAt }),
  );
  return createElement(SppockFixture, { fixture, path: parameters.path }, children);
}

/**
 * A Storybook decorator: a fresh client per story, answered by the story's MSW handlers
 * (`parameters.msw.handlers`), a host router and the Toaster. Options come from `parameters.sppock`.
 */
export function withSppock(
  Story: () => ReactNode,
  context: { parameters: Record<string, unknown> },
): ReactElement {
  const parameters = (context.parameters.sppock ?? {}) as SppockStoryParameters;
  return createElement(StoryFixture, { parameters }, createElement(Story));
}
