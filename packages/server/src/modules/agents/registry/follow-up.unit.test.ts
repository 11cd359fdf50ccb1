import { describe, expect, it } from 'vitest';
import { confidencePercent, orchestrationFields } from '../chat/orchestration.ts';
import { looksLikeFollowUp } from './follow-up.ts';
import { type AgentProfile, offlineAnswer } from './index.ts';

const PROFILE: AgentProfile = { name: 'Mariana Costa', company: 'Padaria Boa Vista', city: 'Belo Horizonte' };
const EARLIER = 'Escreva um e-mail de cobrança para um cliente que atrasou o boleto';

describe('follow-ups and places in offline answers', () => {
  it('tells a follow-up from a new request', () => {
    expect(looksLikeFollowUp('e para o Marcos?')).toBe(true);
    expect(looksLikeFollowUp('agora mais curto')).toBe(true);
    expect(looksLikeFollowUp('pesquisar concorrentes da minha padaria em Curitiba')).toBe(false);
  });

  it('a new request in a long conversation stands on its own', () => {
    const answer = offlineAnswer('competition', {
      message: 'pesquisar concorrentes da minha padaria em Curitiba',
      history: [{ role: 'user', content: EARLIER }],
      profile: PROFILE,
    });
    expect(answer).not.toContain('Continuação de');
    expect(answer).not.toContain(EARLIER);
  });

  it('a follow-up quotes the request just before it', () => {
    const answer = offlineAnswer('competition', {
      message: 'e em Contagem?',
      history: [
        { role: 'user', content: EARLIER },
        { role: 'user', content: 'pesquisar concorrentes da minha padaria em Curitiba' },
      ],
      profile: PROFILE,
    });
    expect(answer).toContain('Continuação de: pesquisar concorrentes da minha padaria em Curitiba');
  });

  it('the place named in the request wins over the profile city', () => {
    const named = offlineAnswer('competition', {
      message: 'pesquisar concorrentes da minha padaria em Curitiba',
      history: [],
      profile: PROFILE,
    });
    expect(named).toContain('em Curitiba e anote');
    expect(named).not.toContain('Belo Horizonte');
    const unnamed = offlineAnswer('lead_finder', {
      message: 'quero achar clientes para minha padaria',
      history: [],
      profile: PROFILE,
    });
    expect(unnamed).toContain('| Região | Belo Horizonte |');
  });
});

describe('the confidence shown to people', () => {
  it('never says 100 % and always agrees with its band', () => {
    expect(confidencePercent(0.999)).toBe(98);
    expect(confidencePercent(0.734)).toBe(73);
    const fields = orchestrationFields({
      agent: 'competition',
      picked: 'competition',
      confidence: 0.9996,
      intent: 'análise de concorrência',
      source: 'router',
    });
    expect(fields).toMatchObject({ confidence: 98, confidenceRange: '90% a 98%' });
  });
});
