// Test and story support for the landing and auth containers: an SDK client whose requests the
// contract-typed MSW handlers answer, sample answers, and the providers a screen expects from its
// host app. Not exported from any entry point.
import { type components, createMemoryStorage, createSppockClient, type SppockClient } from '@sppock/sdk';
import { SppockProvider } from '@sppock/sdk/react';
import { QueryClient } from '@tanstack/react-query';
import { getResponse, type RequestHandler } from 'msw';
import { createContext, createElement, type ReactNode, useContext, useState } from 'react';
import { NavigationProvider } from '../navigation/Navigation';
import { Toaster } from '../primitives/Toaster/Toaster';

/** An unsigned JWT that expires at `expiresAt` (epoch ms); the client never checks signatures. */
export function fakeAccessToken(expiresAt = Date.now() + 3_600_000): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ exp: Math.floor(expiresAt / 1000) })}.assinatura`;
}

/** A new account's profile, as the server returns it after verification. */
export function sampleUser(
  overrides: Partial<components['schemas']['UserProfile']> = {},
): components['schemas']['UserProfile'] {
  return {
    id: 12,
    first_name: 'Mariana',
    last_name: 'Costa',
    email: 'mariana.costa@padariaboavista.com.br',
    phone: '31987654321',
    company: '',
    position: '',
    industry: '',
    address: '',
    city: '',
    state: '',
    country: '',
    postal_code: '',
    timezone: '',
    is_superuser: false,
    ...overrides,
  };
}

/**
 * A client for tests: MSW handlers answer in-process (no service worker), and a handler's
 * `HttpResponse.error()` rejects the fetch with a TypeError, as a browser does when the network
 * fails. A request no handler answers fails loudly with a 599.
 */
export function createMockedClient(handlers: RequestHandler[]): SppockClient {
  return createSppockClient({
    storage: createMemoryStorage(),
    fetch: async (request) => {
      const response = await getResponse(handlers, request);
      if (!response) {
        return Response.json({ error: `Sem handler: ${request.method} ${request.url}` }, { status: 599 });
      }
      if (response.type === 'error') {
        throw new TypeError('Failed to fetch');
      }
      return response;
    },
  });
}

/**
 * A client for stories: the Storybook service worker answers with the story's `parameters.msw`.
 * `fetch` replaces the network (e.g. `() => Promise.resolve(Response.error())` for a server that
 * answers without a status).
 */
export function createStoryClient(options: { fetch?: (request: Request) => Promise<Response> } = {}) {
  return createSppockClient({ storage: createMemoryStorage(), ...options });
}

export interface MockedHostProps {
  /** The SDK client. @default a story client (calls go to the Storybook service worker) */
  client?: SppockClient;
  /** The host router's navigate. @default a no-op */
  navigate?: (to: string, options?: { replace?: boolean }) => void;
  /** @default '/' */
  currentPath?: string;
  children?: ReactNode;
}

const InsideHost = createContext(false);

/**
 * What the reference app gives a screen: the SDK provider, the router and the toaster. A host
 * inside another (a story that swaps the client) replaces the provider but not the toaster.
 */
export function MockedHost({
  client: given,
  navigate = () => {},
  currentPath = '/',
  children,
}: MockedHostProps) {
  const nested = useContext(InsideHost);
  const [client] = useState(() => given ?? createStoryClient());
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return createElement(
    InsideHost.Provider,
    { value: true },
    createElement(
      SppockProvider,
      { client, queryClient },
      createElement(
        NavigationProvider,
        { navigate, currentPath },
        children,
        nested ? null : createElement(Toaster),
      ),
    ),
  );
}

/** Cancels Storybook's 32 px padding, so a full-page screen is shown as the app shows it. */
export function FullBleed({ children }: { children?: ReactNode }) {
  return createElement('div', { style: { margin: -32 } }, children);
}
