import { describe, expect, it } from 'vitest';
import { guessAgent } from './agentGuess';

describe('guessAgent', () => {
  it('falls back to the Commander at 70 when nothing matches', () => {
    expect(guessAgent('bom dia, tudo bem?')).toMatchObject({
      agent: 'chatsppock',
      confidence: 70,
      confidenceRange: '70% a 79%',
      hits: 0,
    });
  });

  it('gives 88 for one hit in a short message and 92 in one longer than 50 characters', () => {
    expect(guessAgent('tenho uma pauta')).toMatchObject({ agent: 'meeting', hits: 1, confidence: 88 });
    const long = 'amanhã cedo eu gostaria de revisar a pauta com calma, pode ser?';
    expect(long.length).toBeGreaterThan(50);
    expect(guessAgent(long)).toMatchObject({ agent: 'meeting', hits: 1, confidence: 92 });
  });

  it('gives min(98, 85 + 3 × hits) for two or more hits', () => {
    expect(guessAgent('quero um benchmark dos concorrentes')).toMatchObject({
      agent: 'competition',
      hits: 2,
      confidence: 91,
      confidenceRange: '90% a 98%',
    });
    expect(guessAgent('escreva um email de follow-up').confidence).toBe(98);
  });

  it('ignores accents and case, and reads "e-mail" as email', () => {
    expect(guessAgent('REUNIÃO').agent).toBe('meeting');
    expect(guessAgent('um E-MAIL').agent).toBe('email_writer');
  });

  it('matches whole words unless the keyword is a stem', () => {
    // 'ata' (minutes of a meeting) must not match 'atacado' …
    expect(guessAgent('ata').agent).toBe('meeting');
    expect(guessAgent('atacado').agent).toBe('supplier_finder');
    // … while the stem 'concorren*' covers every form.
    expect(guessAgent('concorrência').agent).toBe('competition');
  });

  it('adds +5 to the email writer when an e-mail is to be written', () => {
    const guess = guessAgent('redija um email');
    expect(guess.scores.email_writer).toBe(1 + 5);
    expect(guess.agent).toBe('email_writer');
  });

  it('adds +4 to the sales funnel when funil and venda appear together', () => {
    expect(guessAgent('funil de venda').scores.funil_vendas).toBe(1 + 4);
    expect(guessAgent('funil').scores.funil_vendas).toBe(1);
  });

  it('adds +4 to meeting for a meeting to prepare', () => {
    expect(guessAgent('prepare a reunião').scores.meeting).toBe(1 + 4);
  });

  it("adds +6 to brainstorm for business creation, a social problem or 'reais'", () => {
    expect(guessAgent('quero abrir um negócio').scores.brainstorm).toBe(6);
    expect(guessAgent('como combater a fome').scores.brainstorm).toBe(6);
    expect(guessAgent('ganhar 300 reais').scores.brainstorm).toBe(6);
  });

  it('adds +6 to content for a content piece to create', () => {
    expect(guessAgent('crie um artigo').scores.content_generator).toBe(1 + 6);
  });

  it('adds +4 for product creation with idea words and +2 for business words with idea words', () => {
    expect(guessAgent('ideia de produto').scores.brainstorm).toBe(1 + 4);
    expect(guessAgent('ideia para empresa').scores.brainstorm).toBe(1 + 2);
  });

  it('breaks ties in favour of the agent listed first', () => {
    // one brainstorm hit and one competition hit: brainstorm is listed first
    expect(guessAgent('ideia mercado')).toMatchObject({ agent: 'brainstorm', hits: 1 });
  });
});
