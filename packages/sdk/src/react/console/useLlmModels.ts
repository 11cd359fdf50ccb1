import { consoleErrorMessage, type operations } from '@sppock/sdk';
import { useQuery } from '@tanstack/react-query';
import type { SppockQueryOptions } from '../queryOptions';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

/** What `consoleListLlmModels` answers. */
export type LlmModelList =
  operations['consoleListLlmModels']['responses'][200]['content']['application/json'];

/** The models and AI services per provider group, for 'Controle de Modelos' (superusers only). */
export function useLlmModels(options: SppockQueryOptions<LlmModelList> = {}) {
  const { api, $api } = useSppock();
  return useQuery({
    queryKey: $api.queryOptions('get', '/api/agents/llm/models/').queryKey,
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/agents/llm/models/', { signal }), (failure) =>
        consoleErrorMessage(failure, 'models'),
      ),
    ...options,
  });
}
