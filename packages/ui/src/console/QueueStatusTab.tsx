import {
  type LlmModelList,
  useGeminiRateLimits,
  useLlmModels,
  useModelRateLimits,
  useOpenaiRateLimits,
  useQueueStats,
} from '@sppock/sdk/react';
import { useEffect, useId, useState } from 'react';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import * as styles from './console.css';
import { ModelControl } from './ModelControl';
import { ModelLimitsDialog } from './ModelLimitsDialog';
import { QueryPanel } from './QueryPanel';
import { QueueStatusCards } from './QueueStatusCards';
import { useConsoleMessages } from './useConsoleMessages';

type Model = NonNullable<LlmModelList['models_by_provider']['OpenAI']>[number];

/** One toast for the queue's failures: a retry that fails again replaces it instead of stacking. */
export const QUEUE_ERROR_TOAST = 'console-queue-error';

/**
 * 'Status da Fila' (spec 3 §2): the queue's cards, then 'Controle de Modelos' with the OpenAI and
 * Gemini limits (the spec's calls) and every other model's (a contract extension).
 */
export function QueueStatusTab() {
  const messages = useConsoleMessages();
  const titleId = useId();
  const stats = useQueueStats();
  const models = useLlmModels();
  const openai = useOpenaiRateLimits();
  const gemini = useGeminiRateLimits();
  const others = useModelRateLimits();
  const [editing, setEditing] = useState<Model | null>(null);
  const limits = { ...others.data?.limits, ...openai.data?.limits, ...gemini.data?.limits };
  const limitsError = openai.error ?? gemini.error ?? others.error;
  const current = editing ? limits[editing.model] : undefined;
  // Spec 3 §8 "Dashboard": the queue's failures are toasts too — 'Erro ao carregar estatísticas da
  // fila', or 'Dados inválidos da API' for an answer out of shape (the SDK's message for each).
  useEffect(() => {
    if (stats.error) {
      toast.error(stats.error.message, { id: QUEUE_ERROR_TOAST });
    }
  }, [stats.error]);
  return (
    <div className={styles.stack}>
      <QueryPanel query={stats} errorTitle={messages.queueLoadError}>
        {(data) => <QueueStatusCards stats={data.stats} />}
      </QueryPanel>
      <CardRoot as="section" aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle as="h2" id={titleId}>
            {messages.modelControl}
          </CardTitle>
          <CardDescription>{messages.modelControlDescription}</CardDescription>
        </CardHeader>
        <CardContent>
          {limitsError ? (
            <LoadError
              size="sm"
              title={messages.limitsLoadError}
              message={limitsError.message}
              onRetry={() => {
                void openai.refetch();
                void gemini.refetch();
                void others.refetch();
              }}
            />
          ) : null}
          <QueryPanel query={models} errorTitle={messages.modelsLoadError} size="sm">
            {(data) => (
              <ModelControl models={data.models_by_provider} limits={limits} onEditLimits={setEditing} />
            )}
          </QueryPanel>
        </CardContent>
      </CardRoot>
      <ModelLimitsDialog
        model={editing}
        initial={{
          requests_per_minute: current?.minute_request_limit ?? null,
          tokens_per_minute: current?.minute_token_limit ?? null,
          requests_per_day: current?.daily_request_limit ?? null,
          tokens_per_day: current?.daily_token_limit ?? null,
          tier: current?.tier ?? null,
        }}
        onOpenChange={(open) => {
          if (!open) {
            setEditing(null);
          }
        }}
      />
    </div>
  );
}
