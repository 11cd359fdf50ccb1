import { describe, expect, it } from 'vitest';
import { configurationIssues } from './configurationIssues';
import { chatPanelsMessages } from './messages';

const NOW = Date.UTC(2026, 2, 12, 18);
const healthy = {
  pageOrigin: 'https://app.sppock.com.br',
  baseUrl: 'https://app.sppock.com.br',
  paymentsBaseUrl: 'https://app.sppock.com.br',
  hasToken: true,
  expiresAt: NOW + 60_000,
  now: NOW,
};

describe('configurationIssues', () => {
  it('finds nothing in a same-origin https app with a valid token', () => {
    expect(configurationIssues(healthy, chatPanelsMessages)).toEqual([]);
  });

  it('flags mixed content, another origin, a missing or expired token and a bad address', () => {
    expect(
      configurationIssues(
        { ...healthy, baseUrl: 'http://api.sppock.com.br', hasToken: false },
        chatPanelsMessages,
      ),
    ).toEqual([
      chatPanelsMessages.debugIssueInsecureApi,
      chatPanelsMessages.debugIssueCrossOrigin('http://api.sppock.com.br'),
      chatPanelsMessages.debugIssueNoToken,
    ]);
    expect(configurationIssues({ ...healthy, expiresAt: NOW }, chatPanelsMessages)).toEqual([
      chatPanelsMessages.debugIssueTokenExpired,
    ]);
    expect(configurationIssues({ ...healthy, paymentsBaseUrl: 'pagamentos' }, chatPanelsMessages)).toEqual([
      "Endereço inválido na configuração: 'pagamentos'.",
    ]);
    expect(
      configurationIssues(
        { ...healthy, paymentsBaseUrl: 'http://pagamentos.sppock.com.br' },
        chatPanelsMessages,
      ),
    ).toEqual([chatPanelsMessages.debugIssuePaymentsInsecure]);
  });
});
