// The chatbot's figures are read where the product enforces them: with each owning module's
// constant changed (as a developer would change it), the answer changes with it.
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_KNOWLEDGE_SETTINGS, seededPlans } from './evaluation.ts';
import { createFaqIndex, type FaqIndex } from './search.ts';

vi.mock('../accounts/password-policy.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../accounts/password-policy.ts')>()),
  PASSWORD_MIN_LENGTH: 12,
}));
vi.mock('../accounts/tokens.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../accounts/tokens.ts')>()),
  ACCESS_TOKEN_TTL_MS: 90 * 60_000,
  DEFAULT_IDLE_MINUTES: 45,
}));
vi.mock('../accounts/codes.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../accounts/codes.ts')>()),
  CODE_TTL_MS: 15 * 60_000,
}));
vi.mock('../agents/chat/limits.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../agents/chat/limits.ts')>()),
  spacingMs: (agent: string) => (agent === 'chatsppock' ? 5000 : 4000),
}));
vi.mock('../payments/plans.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../payments/plans.ts')>()),
  FLEX_TOKENS_RATIO: 0.25,
  CYCLE_DAYS: 28,
}));
vi.mock('../support/queue.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../support/queue.ts')>()),
  PRIORITY_SUPPORT_PLANS: ['enterprise'],
}));
vi.mock('@sppock/sdk', async (importOriginal) => {
  const sdk = await importOriginal<typeof import('@sppock/sdk')>();
  return {
    ...sdk,
    EXPIRY_WARNING_MS: 10 * 60_000,
    REFUND_WINDOW_DAYS: 14,
    SERVICE_CLAIMS: { ...sdk.SERVICE_CLAIMS, availabilityPercent: 99.5 },
  };
});

const answerTo = (index: FaqIndex, question: string) => {
  const decision = index.decide(question);
  return decision.kind === 'article' ? decision.article.answer : `(${decision.kind})`;
};

describe('fatos do chatbot lidos do código que os aplica', () => {
  it('mudar uma constante no módulo que a aplica muda a resposta', async () => {
    const index = await createFaqIndex(seededPlans(), DEFAULT_KNOWLEDGE_SETTINGS);
    const cases: [question: string, now: string, before: string][] = [
      ['qual o minimo de caracteres da senha', 'pelo menos 12 caracteres', 'menos 8 caracteres'],
      ['quanto tempo dura a sessao depois de renovar', 'mais 90 minutos', '60 minutos'],
      ['quando aparece o aviso de que a sessao vai expirar', '10 minutos antes', '5 minutos antes'],
      ['depois de quanto tempo parado a conta desloga', 'depois de 45 minutos', 'depois de 30 minutos'],
      ['o codigo de verificacao expira em quanto tempo', 'vale 15 minutos', 'vale 10 minutos'],
      ['qual o intervalo minimo entre duas mensagens no commander', '5 segundos no Commander', '3 segundos'],
      ['qual o intervalo minimo entre duas mensagens no commander', '4 segundos nos outros', '2 segundos'],
      ['o que é a franquia flex', 'flex) de 25%', 'flex) de 20%'],
      ['a assinatura renova automatico?', 'a cada 28 dias', 'a cada 30 dias'],
      ['qual o prazo de reembolso', '14 dias', '7 dias'],
      ['quem tem suporte prioritario', 'planos Enterprise', 'Pro e Enterprise'],
      ['qual a disponibilidade da plataforma', '99,5%', '99,9%'],
    ];
    for (const [question, now, before] of cases) {
      const answer = answerTo(index, question);
      expect(answer, question).toContain(now);
      expect(answer, question).not.toContain(before);
    }
  });
});
