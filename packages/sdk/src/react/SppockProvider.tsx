import type { ApiPaths, PaymentsPaths, SppockClient } from '@sppock/sdk';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import createQueryHooks, { type OpenapiQueryClient } from 'openapi-react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';

/**
 * The invalidation rules (what each mutation changes, ./invalidation) load with the first mutation
 * (its start, so they are there by its success): a page that never changes anything — a partner
 * site's widget on its first open — does not download them.
 */
let rules: Promise<typeof import('./invalidation')> | null = null;
const loadRules = () => {
  rules ??= import('./invalidation');
  return rules;
};

/** openapi-react-query hooks over the API client. */
export type SppockApiHooks = OpenapiQueryClient<ApiPaths>;
/** openapi-react-query hooks over the payments client. */
export type SppockPaymentsHooks = OpenapiQueryClient<PaymentsPaths>;

/** What `useSppock()` gives: the client and its query hooks. */
export interface SppockContextValue extends SppockClient {
  /** Typed TanStack Query hooks for every API operation: `$api.useQuery('get', '/api/support/categories/')`. */
  $api: SppockApiHooks;
  /** Typed TanStack Query hooks for the payments service: `$payments.useQuery('get', '/payments/plans/')`. */
  $payments: SppockPaymentsHooks;
  queryClient: QueryClient;
}

/** The query hooks of a client, for use outside components (route loaders, prefetching). */
export function createSppockQueryHooks(client: SppockClient): Pick<SppockContextValue, '$api' | '$payments'> {
  return { $api: createQueryHooks(client.api), $payments: createQueryHooks(client.payments) };
}

const SppockContext = createContext<SppockContextValue | null>(null);

/** Props of {@link SppockProvider}. */
export interface SppockProviderProps {
  /** The client from `createSppockClient()`. */
  client: SppockClient;
  /** The TanStack QueryClient to use. Default: one created by the provider. */
  queryClient?: QueryClient;
  children?: ReactNode;
}

/**
 * Gives components the Sppock client and its query hooks. Successful mutations invalidate the
 * queries they change; when the session ends, every cached answer of the old session is dropped.
 */
export function SppockProvider({ client, queryClient: given, children }: SppockProviderProps) {
  const [ownQueryClient] = useState(() => given ?? new QueryClient());
  const queryClient = given ?? ownQueryClient;
  const hooks = useMemo(() => createSppockQueryHooks(client), [client]);
  const value = useMemo<SppockContextValue>(
    () => ({ ...client, ...hooks, queryClient }),
    [client, hooks, queryClient],
  );

  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type === 'added') {
          void loadRules();
        }
        if (event.type !== 'updated' || event.action.type !== 'success') {
          return;
        }
        const mutationKey = event.mutation.options.mutationKey;
        void loadRules().then(({ invalidatedBy }) => {
          for (const queryKey of invalidatedBy(mutationKey)) {
            void queryClient.invalidateQueries({ queryKey });
          }
        });
      }),
    [queryClient],
  );

  useEffect(() => {
    let status = client.session.getSnapshot().status;
    return client.session.subscribe(() => {
      const next = client.session.getSnapshot().status;
      if (status === 'authenticated' && next === 'anonymous') {
        queryClient.clear();
      }
      status = next;
    });
  }, [client, queryClient]);

  return (
    <QueryClientProvider client={queryClient}>
      <SppockContext.Provider value={value}>{children}</SppockContext.Provider>
    </QueryClientProvider>
  );
}

/** The client, the session and the query hooks. Must be used inside `<SppockProvider>`. */
export function useSppock(): SppockContextValue {
  const value = useContext(SppockContext);
  if (!value) {
    throw new Error('useSppock: use dentro de <SppockProvider client={...}>.');
  }
  return value;
}
