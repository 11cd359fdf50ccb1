// The Commander's router as its callers meet it: accuracy on two sets it never trained on,
// calibrated confidence, the explain-versus-do rule, robustness to typing, and inputs that must
// never make it throw.
import { describe, expect, it } from 'vitest';
import { readDataset, routingDataPath } from './dataset.ts';
import { evaluateRouting, expectedCalibrationError } from './evaluation.ts';
import {
  confidenceBand,
  LOW_CONFIDENCE_THRESHOLD,
  MAX_ROUTED_CHARS,
  ROUTED_AGENTS,
  routeMessage,
} from './index.ts';

const dev = readDataset(routingDataPath('dev.tsv'));
const holdout = readDataset(routingDataPath('holdout.tsv'));
const holdout2 = readDataset(routingDataPath('holdout2.tsv'));
const holdout3 = readDataset(routingDataPath('holdout3.tsv'));
const holdout4 = readDataset(routingDataPath('holdout4.tsv'));
const calibrationSet = readDataset(routingDataPath('calibration.tsv'));
const validation = readDataset(routingDataPath('validation.tsv'));

// Just under what the committed model reaches (see the README's figures): a retrained model that
// routes worse fails here.
const DEV_FLOOR = 0.97;
const HOLDOUT_FLOOR = 0.95;
const HOLDOUT2_FLOOR = 0.97;
const HOLDOUT3_FLOOR = 0.97;
const HOLDOUT4_FLOOR = 0.95;
const CALIBRATION_FLOOR = 0.97;

describe('acurácia em conjuntos fora do treino', () => {
  it.each([
    ['dev.tsv', dev, DEV_FLOOR],
    ['holdout.tsv', holdout, HOLDOUT_FLOOR],
    ['holdout2.tsv', holdout2, HOLDOUT2_FLOOR],
    ['holdout3.tsv', holdout3, HOLDOUT3_FLOOR],
    ['holdout4.tsv', holdout4, HOLDOUT4_FLOOR],
    ['calibration.tsv', calibrationSet, CALIBRATION_FLOOR],
  ] as const)('%s fica acima do piso', (_, messages, floor) => {
    const evaluation = evaluateRouting(messages, routeMessage);
    expect(evaluation.total).toBe(messages.length);
    expect(evaluation.accuracy).toBeGreaterThanOrEqual(floor);
  });

  it('nenhuma frase dos conjuntos de medida (nem da validação) está no treino', () => {
    const train = new Set(readDataset(routingDataPath('train.tsv')).map(({ text }) => text.toLowerCase()));
    const leaked = [
      ...dev,
      ...holdout,
      ...holdout2,
      ...holdout3,
      ...holdout4,
      ...calibrationSet,
      ...validation,
    ].filter(({ text }) => train.has(text.toLowerCase()));
    expect(leaked).toEqual([]);
  });
});

// validation.tsv: 360 requests written by other people, never trained or tuned on. A regression
// guard on the goals of issue 26, not a timing test.
describe('validation.tsv (pedidos de outras pessoas)', () => {
  const evaluation = evaluateRouting(validation, routeMessage, 1);

  it('acerta 95 % ou mais, com a confiança calibrada (ECE até 0,05)', () => {
    expect(evaluation.total).toBe(360);
    expect(evaluation.accuracy).toBeGreaterThanOrEqual(0.95);
    expect(evaluation.expectedCalibrationError).toBeLessThanOrEqual(0.05);
  });

  it('pergunta de volta em até 10 % das mensagens, com o agente certo entre os dois oferecidos', () => {
    const questions = evaluation.questions;
    expect(questions).not.toBeNull();
    expect(questions?.rate).toBeLessThanOrEqual(0.1);
    expect(questions?.asked).toBeGreaterThan(0);
    expect(questions?.hitRate).toBeGreaterThanOrEqual(0.99);
  });
});

describe('confiança calibrada', () => {
  const unseen = [...dev, ...holdout, ...holdout2, ...holdout3, ...holdout4];
  const evaluation = evaluateRouting(unseen, routeMessage);

  it('a confiança média acompanha o acerto observado', () => {
    expect(expectedCalibrationError(evaluation.calibration)).toBeLessThan(0.05);
  });

  it('decisões seguras acertam mais que as inseguras', () => {
    const decisions = unseen.map(({ text, label }) => {
      const { agent, confidence } = routeMessage(text);
      return { right: agent === label, confidence };
    });
    const rate = (items: typeof decisions) => items.filter((d) => d.right).length / items.length;
    const sure = decisions.filter((d) => d.confidence >= 0.8);
    const unsure = decisions.filter((d) => d.confidence < LOW_CONFIDENCE_THRESHOLD);
    expect(sure.length).toBeGreaterThan(decisions.length / 2);
    expect(unsure.length).toBeGreaterThan(0);
    expect(rate(sure)).toBeGreaterThan(rate(unsure));
    expect(rate(sure)).toBeGreaterThanOrEqual(0.9);
  });

  it('as faixas são as do SDK, sobre a confiança de 0 a 1', () => {
    expect(confidenceBand(0.85)).toEqual({ level: 'high', label: 'Alta confiança', colour: 'green' });
    expect(confidenceBand(0.8).level).toBe('high');
    expect(confidenceBand(0.79).label).toBe('Média confiança');
    expect(confidenceBand(0.6).level).toBe('medium');
    expect(confidenceBand(0.59).label).toBe('Baixa confiança');
    expect(confidenceBand(LOW_CONFIDENCE_THRESHOLD - 0.01).level).toBe('low');
  });
});

describe('decisão', () => {
  it('traz todos os agentes em ordem, com probabilidades que somam 1', () => {
    const decision = routeMessage('escreve um e-mail de cobrança pro cliente com boleto vencido');
    expect(decision.agent).toBe('email_writer');
    expect(decision.scores.map((score) => score.agent).sort()).toEqual([...ROUTED_AGENTS].sort());
    expect(decision.scores[0]).toEqual({ agent: decision.agent, probability: decision.confidence });
    const probabilities = decision.scores.map((score) => score.probability);
    expect(probabilities).toEqual([...probabilities].sort((a, b) => b - a));
    expect(probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(decision.confidence).toBeGreaterThan(0);
    expect(decision.confidence).toBeLessThanOrEqual(1);
    expect(decision.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('diz o porquê com as palavras do usuário', () => {
    const email = routeMessage('escreve um e-mail de cobrança pro cliente com boleto vencido');
    expect(email.intent).toMatch(/^pedido de e-mail \(.+\)$/);
    expect(email.intent).toMatch(/e-mail|cobrança|boleto/);
    expect(routeMessage('Encontre fornecedores de embalagens em Curitiba').intent).toMatch(
      /^busca de fornecedores/,
    );
    expect(routeMessage('o que é um funil de vendas?').intent).toMatch(
      /^pedido de explicação de um conceito/,
    );
  });

  it('é determinística', () => {
    const text = 'pesquisar concorrentes para depois ter ideias de campanha';
    const { latencyMs: _first, ...first } = routeMessage(text);
    const { latencyMs: _second, ...second } = routeMessage(text);
    expect(second).toEqual(first);
  });
});

describe('explicar é com o Commander, fazer é com o agente', () => {
  it.each([
    ['o que é um funil de vendas?', 'monte o funil de vendas da minha loja de calçados', 'funil_vendas'],
    ['o que é um cold email?', 'escreve um cold email para diretores de hospitais', 'email_writer'],
    [
      'me explica o que é benchmarking',
      'faça um benchmarking dos concorrentes da minha padaria',
      'competition',
    ],
    ['o que significa lead qualificado?', 'encontre leads de academias em Recife', 'lead_finder'],
    ['o que é uma pauta de reunião?', 'monta a pauta da reunião de segunda com o time', 'meeting'],
    [
      'qual a diferença entre fornecedor e distribuidor?',
      'encontre distribuidores de tecido em Americana',
      'supplier_finder',
    ],
  ] as const)('"%s" × "%s"', (explain, task, agent) => {
    expect(routeMessage(explain).agent).toBe('chatsppock');
    expect(routeMessage(task).agent).toBe(agent);
  });

  it('a primeira ação decide quando há duas', () => {
    expect(routeMessage('pesquisar concorrentes para depois ter ideias').agent).toBe('competition');
    expect(
      routeMessage('encontre fornecedores de caixas e depois escreva um e-mail pedindo preço').agent,
    ).toBe('supplier_finder');
  });

  it('o que foi negado não decide', () => {
    expect(routeMessage('não quero ideias, quero o texto do post pronto sobre a promoção').agent).toBe(
      'content_generator',
    );
  });
});

describe('acentos e erros de digitação', () => {
  it.each([
    [
      'Prepare a pauta da reunião de alinhamento com os sócios',
      'prepare a pauta da reuniao de alinhamento com os socios',
    ],
    ['Escreva um e-mail de follow-up para o cliente', 'escrev um emial de folow up pro cliente'],
    ['Análise da concorrência da minha hamburgueria', 'analize da concorrensia da minha hamburgeria'],
    ['Encontre fornecedores de embalagens biodegradáveis', 'encontra fornecedor de embalagem biodegradavel'],
    ['Me dá ideias de nome para minha confeitaria', 'me da ideias de nomi pra minha confeitaria'],
  ])('"%s" e "%s" vão ao mesmo agente', (clean, rough) => {
    expect(routeMessage(rough).agent).toBe(routeMessage(clean).agent);
  });
});

describe('entradas que não podem derrubar o roteamento', () => {
  it.each([
    ['vazia', ''],
    ['só espaços', '   \n\t '],
    ['só símbolos', '!!! ??? ...'],
    ['NUL e controles', 'escreve\u0000 um\u0007 email\u001b pro cliente'],
    ['emoji e outras escritas', '🚀🔥 我想要一个营销邮件 مرحبا ideias?'],
    ['surrogate solto', '\ud800 ideias de nome \udfff'],
    ['combinações de acentos', 'reunia\u0303o de kickoff'],
  ])('%s', (_, text) => {
    const decision = routeMessage(text);
    expect(ROUTED_AGENTS).toContain(decision.agent);
    expect(Number.isFinite(decision.confidence)).toBe(true);
    expect(decision.scores).toHaveLength(ROUTED_AGENTS.length);
    expect(decision.intent.length).toBeGreaterThan(0);
  });

  it('sem palavras, o Commander responde e nenhum agente é favorecido', () => {
    const decision = routeMessage('   ');
    expect(decision.agent).toBe('chatsppock');
    expect(decision.confidence).toBeLessThan(LOW_CONFIDENCE_THRESHOLD);
    expect(new Set(decision.scores.map((score) => score.probability)).size).toBe(1);
  });

  it('lê só o começo de um texto enorme', () => {
    const start = 'monte o funil de vendas da minha loja de móveis. ';
    const huge = start + 'texto qualquer sem relação '.repeat(200_000);
    const decision = routeMessage(huge);
    const { latencyMs: _huge, ...fromHuge } = decision;
    const { latencyMs: _start, ...fromStart } = routeMessage(huge.slice(0, MAX_ROUTED_CHARS));
    expect(fromHuge).toEqual(fromStart);
    expect(decision.agent).toBe('funil_vendas');
  });

  it('aceita qualquer coisa que chegue de JavaScript sem tipo', () => {
    expect(routeMessage(undefined as unknown as string).agent).toBe('chatsppock');
    expect(routeMessage(42 as unknown as string).agent).toBe('chatsppock');
  });
});
