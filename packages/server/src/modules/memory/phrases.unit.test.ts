// The memory's reading of a chat message (issue 29): explicit requests to remember, the facts a
// message states, and the business's name for the offline templates.
import { describe, expect, it } from 'vitest';
import { businessNameOf, proposedFactsOf, rememberCommandOf } from './phrases.ts';

describe('rememberCommandOf', () => {
  it('lê "lembre que", "lembre-se de que", "guarde que" e o que vem depois da primeira frase', () => {
    expect(rememberCommandOf('Lembre que minha loja se chama Doces da Serra.')).toEqual({
      fact: 'Minha loja se chama Doces da Serra',
      rest: '',
    });
    expect(rememberCommandOf('por favor, lembre-se de que eu prefiro textos curtos, por favor')).toEqual({
      fact: 'Eu prefiro textos curtos',
      rest: '',
    });
    expect(rememberCommandOf('Guarde que atendo só em BH! Agora escreva um e-mail.')).toEqual({
      fact: 'Atendo só em BH',
      rest: 'Agora escreva um e-mail.',
    });
    expect(rememberCommandOf('lembra que meu site é doces.com.br\ne crie um post')).toEqual({
      fact: 'Meu site é doces.com.br',
      rest: 'e crie um post',
    });
  });

  it('não é um pedido para lembrar quando não começa assim', () => {
    expect(rememberCommandOf('Você lembra o nome da minha loja?')).toBeNull();
    expect(rememberCommandOf('Escreva um lembrete que cite a reunião')).toBeNull();
    expect(rememberCommandOf('Não lembre que eu disse isso')).toBeNull();
  });
});

describe('proposedFactsOf', () => {
  it('acha o nome do negócio, quem a pessoa é e o que o negócio faz, como ela escreveu', () => {
    expect(proposedFactsOf('Oi! minha loja se chama Doces da Serra e quero ideias para a Páscoa.')).toEqual([
      'Minha loja se chama Doces da Serra',
    ]);
    expect(proposedFactsOf('Sou sócia do Estúdio Lume, nossa empresa vende fotos de produto; e aí?')).toEqual(
      ['Sou sócia do Estúdio Lume', 'Nossa empresa vende fotos de produto'],
    );
    expect(proposedFactsOf('Meu público é de mães de primeira viagem.')).toEqual([
      'Meu público é de mães de primeira viagem',
    ]);
  });

  it('não propõe nada de uma mensagem comum, e é linear numa mensagem enorme', () => {
    expect(proposedFactsOf('Escreva um e-mail de cobrança para a cliente Ana.')).toEqual([]);
    const started = performance.now();
    expect(proposedFactsOf(`minha loja se chama ${'a'.repeat(20_000)}`)).toHaveLength(1);
    expect(proposedFactsOf('minha loja vende '.repeat(1_200))).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('businessNameOf', () => {
  it('o nome do negócio da lembrança mais recente que nomeia um', () => {
    expect(businessNameOf(['Atendo só em BH', 'Minha loja se chama Doces da Serra.'])).toBe('Doces da Serra');
    expect(businessNameOf(['Sou dona da Padaria Pão de Mel', 'Minha loja se chama X'])).toBe(
      'Padaria Pão de Mel',
    );
    expect(businessNameOf(['Minha loja se chama RotaFácil e fica no centro'])).toBe('RotaFácil');
    expect(businessNameOf(['Prefiro textos curtos'])).toBeUndefined();
  });
});
