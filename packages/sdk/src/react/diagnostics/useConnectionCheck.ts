import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { type DiagnosticResult, runDiagnostic } from './diagnosticResult';

/**
 * The debug panel's connection test (spec 2 §2): `GET /healthz` on the API's address, timed. It
 * resolves with the outcome (a failure is a result to show, not an error).
 */
export function useConnectionCheck() {
  const { api } = useSppock();
  return useMutation<DiagnosticResult, never, void>({
    mutationKey: ['get', '/healthz'],
    mutationFn: () =>
      runDiagnostic(
        () => api.GET('/healthz'),
        (status, ms) => `Servidor respondeu ${status} em ${ms} ms.`,
      ),
  });
}
