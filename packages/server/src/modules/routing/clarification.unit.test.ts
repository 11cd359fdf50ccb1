// The question back: asked only when the router is unsure, offering its two likeliest agents.
import { describe, expect, it } from 'vitest';
import {
  ASK_BELOW_CONFIDENCE,
  clarification,
  ROUTED_AGENTS,
  type RoutedAgent,
  routeMessage,
} from './index.ts';

/** Scores as routeMessage gives them: every agent, likeliest first, summing to 1. */
function scores(first: [RoutedAgent, number], second: [RoutedAgent, number]) {
  const rest = ROUTED_AGENTS.filter((agent) => agent !== first[0] && agent !== second[0]);
  const left = (1 - first[1] - second[1]) / rest.length;
  return [
    { agent: first[0], probability: first[1] },
    { agent: second[0], probability: second[1] },
    ...rest.map((agent) => ({ agent, probability: left })),
  ];
}

describe('clarification', () => {
  it('não pergunta quando o roteador está seguro', () => {
    expect(clarification({ scores: scores(['email_writer', 0.97], ['content_generator', 0.02]) })).toEqual({
      ask: false,
      candidates: ['email_writer', 'content_generator'],
    });
  });

  it('pergunta abaixo do limiar, oferecendo os dois mais prováveis em ordem', () => {
    expect(clarification({ scores: scores(['funil_vendas', 0.55], ['email_writer', 0.4]) })).toEqual({
      ask: true,
      candidates: ['funil_vendas', 'email_writer'],
    });
    // Just under the threshold asks; at it, it does not.
    expect(
      clarification({ scores: scores(['meeting', ASK_BELOW_CONFIDENCE - 0.001], ['chatsppock', 0.05]) }).ask,
    ).toBe(true);
    expect(
      clarification({ scores: scores(['meeting', ASK_BELOW_CONFIDENCE], ['chatsppock', 0.05]) }).ask,
    ).toBe(false);
  });

  it('dois agentes empatados pedem uma pergunta', () => {
    expect(clarification({ scores: scores(['lead_finder', 0.45], ['supplier_finder', 0.45]) })).toEqual({
      ask: true,
      candidates: ['lead_finder', 'supplier_finder'],
    });
  });

  it('uma mensagem sem palavras (todos os agentes igualmente prováveis) não pede pergunta', () => {
    expect(
      routeMessage('😀 ...').scores.every((score) => score.probability === 1 / ROUTED_AGENTS.length),
    ).toBe(true);
    expect(clarification(routeMessage('😀 ...')).ask).toBe(false);
  });

  it('recusa uma decisão sem dois agentes para oferecer', () => {
    expect(() => clarification({ scores: [{ agent: 'chatsppock', probability: 1 }] })).toThrow(RangeError);
  });

  it('com o roteador: um pedido claro vai direto; um pedido que cabe em dois agentes pergunta entre eles', () => {
    expect(
      clarification(routeMessage('escreve um e-mail de cobrança pro cliente com boleto vencido')).ask,
    ).toBe(false);
    const unsure = clarification(routeMessage('me ajuda com vendas'));
    expect(unsure.ask).toBe(true);
    expect(unsure.candidates[0]).not.toBe(unsure.candidates[1]);
  });
});
