// What the router reads from a message: stems, negation, the head clause and the explain flag.
import { describe, expect, it } from 'vitest';
import { extractFeatures, toVector } from './features.ts';
import { stemPortuguese } from './stemmer.ts';
import { foldAccents, tokenize } from './text.ts';

describe('stemPortuguese', () => {
  it.each([
    [['escreva', 'escrever', 'escrevendo', 'escreveu'], 'escrev'],
    [['concorrente', 'concorrentes', 'concorrência'], 'concorrent'],
    [['fornecedor', 'fornecedores', 'fornecedora'], 'fornecedor'],
    [['reunião', 'reuniões'], 'reunia'],
    [['postagem', 'postagens'], 'postag'],
    [['ideia', 'ideias'], 'ide'],
  ])('%j → %s', (words, stem) => {
    for (const word of words) {
      expect(stemPortuguese(foldAccents(word)), word).toBe(stem);
    }
  });

  it('deixa palavras curtas e números como estão', () => {
    expect(stemPortuguese('mei')).toBe('mei');
    expect(stemPortuguese('2025')).toBe('2025');
  });
});

describe('tokenize', () => {
  it('junta "e-mail" e "e mail" e guarda a forma escrita', () => {
    expect(tokenize('Um E-mail e um e mail').map((token) => token.folded)).toEqual([
      'um',
      'email',
      'e',
      'um',
      'email',
    ]);
    expect(tokenize('Reunião')[0]).toEqual({ folded: 'reuniao', surface: 'reunião', punctuation: false });
  });

  it('normaliza as abreviações comuns', () => {
    expect(tokenize('vc pode pfv mandar no zap').map((token) => token.folded)).toEqual([
      'voce',
      'pode',
      'porfavor',
      'mandar',
      'no',
      'whatsapp',
    ]);
  });
});

describe('extractFeatures', () => {
  const words = (text: string) => [...extractFeatures(text).words.keys()];

  it('marca o que a negação cobre, até a próxima vírgula ou o novo pedido', () => {
    const features = words('não quero ideias, quero um e-mail');
    expect(features).toContain('w:~ide');
    expect(features).not.toContain('w:ide');
    expect(features).toContain('w:email');
  });

  it('"não sei" fala do usuário, não nega o pedido', () => {
    expect(words('não sei escrever email')).toContain('w:email');
  });

  it('a oração principal vem antes do propósito', () => {
    const features = words('pesquisar concorrentes para depois ter ideias');
    expect(features).toContain('h:concorrent');
    expect(features).not.toContain('h:ide');
    expect(features).toContain('w:ide');
  });

  it('reconhece pedidos de explicação de conceito', () => {
    for (const text of [
      'o que é um funil de vendas?',
      'me explica o que é CAC',
      'qual a diferença entre lead e prospect',
    ]) {
      expect(words(text), text).toContain('f:explain');
    }
    for (const text of ['monte o funil de vendas', 'roteiro de vídeo explicando nosso serviço']) {
      expect(words(text), text).not.toContain('f:explain');
    }
  });

  it('cada bloco tem comprimento 1 (caracteres: o peso dado)', () => {
    const vector = toVector(extractFeatures('escreve um email de cobrança'), 0.5);
    const length = (prefix: (name: string) => boolean) =>
      Math.sqrt(
        vector.names.reduce((sum, name, i) => sum + (prefix(name) ? (vector.values[i] ?? 0) ** 2 : 0), 0),
      );
    expect(length((name) => !name.startsWith('c:'))).toBeCloseTo(1, 9);
    expect(length((name) => name.startsWith('c:'))).toBeCloseTo(0.5, 9);
  });
});
