// The named hooks' errors are SppockErrors whose `message` is the spec's pt-BR text; their query
// keys are openapi-react-query's [method, path, init], so they share the cache — and the
// invalidations of `invalidationRules` — with `$api.useQuery` on the same call.

import type { SppockError } from '@sppock/sdk';
import type { UseQueryOptions } from '@tanstack/react-query';

/** Query options the named hooks pass through to TanStack Query. */
export type SppockQueryOptions<T> = Omit<UseQueryOptions<T, SppockError>, 'queryKey' | 'queryFn'>;
