import { type components, consoleErrorMessage, type operations, type SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** What `consoleSetModelLimits` answers. */
export type ModelLimitsSaved =
  operations['consoleSetModelLimits']['responses'][200]['content']['application/json'];

/** A model and its new limits (`null` removes a limit). */
export interface SetModelLimitsInput {
  model: string;
  limits: Schemas['ConsoleModelLimitsUpdate'];
}

/** Sets a model's per-minute and per-day limits (superusers only); the limit panels refresh. */
export function useSetModelLimits() {
  const { api } = useSppock();
  return useMutation<ModelLimitsSaved, SppockError, SetModelLimitsInput>({
    mutationKey: ['put', '/api/agents/llm/models/{model}/limits/'],
    mutationFn: ({ model, limits }) =>
      unwrap(
        api.PUT('/api/agents/llm/models/{model}/limits/', { params: { path: { model } }, body: limits }),
        (failure) => consoleErrorMessage(failure, 'setLimits'),
      ),
  });
}
