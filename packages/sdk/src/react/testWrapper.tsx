// Test-only: the provider around a hook under test, on a fresh QueryClient without retries so
// a failure shows at once. Not exported by any entry.

import type { TestClient } from '@sppock/sdk/testing';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SppockProvider } from './SppockProvider';

export function wrapperFor({ client }: TestClient) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SppockProvider client={client} queryClient={queryClient}>
      {children}
    </SppockProvider>
  );
  return { wrapper, queryClient };
}
