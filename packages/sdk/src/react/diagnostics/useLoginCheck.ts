import { loginErrorMessage } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { type DiagnosticResult, elapsedSince, failedResult } from './diagnosticResult';

/** The credentials the login test tries. */
export interface LoginCheckInput {
  email: string;
  password: string;
}

/** A login test's outcome; `notice` is the server's when the test login ended older sessions. */
export interface LoginCheckResult extends DiagnosticResult {
  notice?: string;
}

/**
 * The debug panel's login test (spec 2 §2): `POST /api/accounts/token/` with the given e-mail and
 * password, timed, without touching the current session. A login that works is ended at once
 * (`POST /api/accounts/logout/` with its refresh token), so the test leaves no session open. The
 * login counts towards the account's rate limit and device limit like any other.
 */
export function useLoginCheck() {
  const { api } = useSppock();
  return useMutation<LoginCheckResult, never, LoginCheckInput>({
    mutationKey: ['diagnostics', 'login'],
    mutationFn: async (credentials) => {
      const start = performance.now();
      try {
        const result = await api.POST('/api/accounts/token/', { body: credentials });
        const durationMs = elapsedSince(start);
        if (!result.data) {
          return failedResult(result, durationMs, loginErrorMessage(result));
        }
        await api
          .POST('/api/accounts/logout/', { body: { refresh: result.data.refresh } })
          .catch(() => undefined);
        return {
          ok: true,
          status: result.response.status,
          durationMs,
          message: `Login aceito para ${credentials.email} em ${durationMs} ms. A sessão de teste foi encerrada.`,
          ...(result.data.notice ? { notice: result.data.notice } : {}),
        };
      } catch (error) {
        return failedResult(error, elapsedSince(start), loginErrorMessage(error));
      }
    },
  });
}
