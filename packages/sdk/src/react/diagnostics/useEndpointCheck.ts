import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import type { DiagnosticEndpoint } from './diagnosticEndpoints';
import { type DiagnosticResult, runDiagnostic } from './diagnosticResult';

/**
 * The debug panel's endpoint test (spec 2 §2): calls one of `DIAGNOSTIC_ENDPOINTS` with the
 * session's token, timed. It resolves with the outcome (a failure is a result to show).
 */
export function useEndpointCheck() {
  const client = useSppock();
  return useMutation<DiagnosticResult, never, DiagnosticEndpoint>({
    mutationKey: ['diagnostics', 'endpoint'],
    mutationFn: (endpoint) =>
      runDiagnostic(
        () => endpoint.call(client),
        (status, ms) => `${endpoint.route} respondeu ${status} em ${ms} ms.`,
      ),
  });
}
