import type { AssessmentSession } from '@sppock/sdk';
import { useAssessmentSession } from '@sppock/sdk/react';
import { useEffect, useRef } from 'react';
import { toast } from '../primitives/Toaster/toastStore';
import { errorToast } from './errorToast';
import { useAssessmentsMessages } from './useAssessmentsMessages';

/**
 * 'Ver Detalhes' on an MBTI or IGTA card: the session is read again from the server (spec 3 §7),
 * showing the listed copy meanwhile. 'Sessão carregada com sucesso!' once it arrives; on failure
 * 'Erro ao carregar sessão' and `onFailed` (back to the history).
 */
export function useViewedSession(
  kind: 'mbti' | 'igta',
  listed: AssessmentSession | null,
  onFailed: () => void,
): AssessmentSession | null {
  const messages = useAssessmentsMessages();
  const id = listed?.id ?? null;
  const query = useAssessmentSession(kind, id, { retry: false });
  const announced = useRef<number | null>(null);
  const failed = useRef(onFailed);
  failed.current = onFailed;

  useEffect(() => {
    if (id === null || announced.current === id) {
      return;
    }
    if (query.isSuccess) {
      announced.current = id;
      toast.success(messages.toasts.success.sessionLoaded);
    } else if (query.isError) {
      announced.current = id;
      errorToast(messages.toasts.error.loadSession, query.error);
      failed.current();
    }
  }, [id, query.isSuccess, query.isError, query.error, messages]);

  if (id === null) {
    announced.current = null;
  }
  return query.data?.session ?? listed;
}
