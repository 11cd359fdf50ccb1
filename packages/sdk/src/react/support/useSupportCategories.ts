import { type components, supportErrorMessage } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** The support categories of the 'Nova Mensagem' form, in display order (the first is the default). */
export function useSupportCategories(options: SppockQueryOptions<Schemas['SupportCategoryList']> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/support/categories/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/support/categories/', { signal }), (failure) =>
        supportErrorMessage(failure, 'categories'),
      ),
    // Categories change with a deploy, not during a visit.
    staleTime: 5 * 60_000,
    ...options,
  });
}
