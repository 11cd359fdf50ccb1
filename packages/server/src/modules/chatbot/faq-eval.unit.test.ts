// The FAQ chatbot's knowledge base against its evaluation set (`faq-eval.json`): pt-BR questions
// written the way people type them (no accents, typos, Spanish, slang) with the fact each answer
// must contain, and off-topic questions the bot must say it is not sure about.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PLAN_CATALOG, type PlanRow } from '../payments/plans.ts';
import {
  agentArticles,
  buildKnowledge,
  formatBrl,
  formatTokens,
  parseArticle,
  renderArticles,
  WRITTEN_ARTICLES,
} from './knowledge-base.ts';
import { CONFIDENCE_THRESHOLD, FaqIndex, smallTalk } from './search.ts';

interface EvalCase {
  question: string;
  /** Text the answer must contain; null for a question the bot must not answer. */
  fact: string | null;
}

const EVAL: EvalCase[] = JSON.parse(
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'faq-eval.json'), 'utf8'),
);

function seededPlans(change: (plan: PlanRow) => PlanRow = (plan) => plan): Map<string, PlanRow> {
  return new Map(
    PLAN_CATALOG.map((plan) => [
      plan.type,
      change({ ...plan, createdAt: new Date('2026-01-01T00:00:00Z') } as unknown as PlanRow),
    ]),
  );
}

describe('base de conhecimento do chatbot', () => {
  const index = new FaqIndex(buildKnowledge(seededPlans()));

  it('tem pelo menos 40 perguntas de avaliação com o fato esperado, e perguntas fora do assunto', () => {
    expect(EVAL.filter((item) => item.fact !== null).length).toBeGreaterThanOrEqual(40);
    expect(EVAL.filter((item) => item.fact === null).length).toBeGreaterThanOrEqual(5);
  });

  it('acerta pelo menos 90 % do conjunto de avaliação (fato na resposta com confiança; fora do assunto sem)', () => {
    const wrong: string[] = [];
    for (const { question, fact } of EVAL) {
      const retrieval = index.retrieve(question);
      const sure = retrieval.confidence >= CONFIDENCE_THRESHOLD;
      const answer = retrieval.matches[0]?.article.answer ?? '';
      const right = fact === null ? !sure : sure && answer.includes(fact);
      if (!right) {
        wrong.push(`${question} → ${retrieval.matches[0]?.article.id ?? '—'} (${retrieval.confidence})`);
      }
    }
    const accuracy = (EVAL.length - wrong.length) / EVAL.length;
    expect(wrong.length <= EVAL.length * 0.1, wrong.join('\n')).toBe(true);
    expect(accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('a confiança separa as respostas certas das perguntas fora do assunto', () => {
    const onTopic = EVAL.filter((item) => item.fact !== null).map(
      (item) => index.retrieve(item.question).confidence,
    );
    const offTopic = EVAL.filter((item) => item.fact === null).map(
      (item) => index.retrieve(item.question).confidence,
    );
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    expect(mean(onTopic)).toBeGreaterThan(0.85);
    expect(Math.max(...offTopic)).toBeLessThan(CONFIDENCE_THRESHOLD);
    for (const value of [...onTopic, ...offTopic]) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThanOrEqual(1);
    }
  });

  it('tolera acentos e erros de digitação', () => {
    for (const question of [
      'Quanto custa o plano Pro?',
      'quanto custa o plano pro',
      'qunato csuta o plano pro',
    ]) {
      expect(index.retrieve(question).matches[0]?.article.answer).toContain('R$ 39,90');
    }
    expect(index.retrieve('cancelamneto da asinatura').matches[0]?.article.id).toBe('cancelar-assinatura');
  });

  it('os preços e limites vêm dos planos semeados: mudar o plano muda a resposta', () => {
    const repriced = new FaqIndex(
      buildKnowledge(
        seededPlans((plan) =>
          plan.type === 'professional' ? { ...plan, priceCents: 4990, baseTokens: 3_000_000 } : plan,
        ),
      ),
    );
    const answer = repriced.retrieve('quanto custa o plano pro').matches[0]?.article.answer ?? '';
    expect(answer).toContain('R$ 49,90');
    expect(answer).not.toContain('R$ 39,90');
    expect(repriced.retrieve('quantos tokens tem o plano pro').matches[0]?.article.answer).toContain(
      '3 milhões',
    );
  });

  it('cada agente do catálogo tem um artigo; cada artigo tem categoria de suporte e relacionados válidos', () => {
    const ids = new Set(index.articles.map((article) => article.id));
    for (const article of agentArticles()) {
      expect(ids.has(article.id)).toBe(true);
    }
    for (const article of index.articles) {
      expect(article.answer).not.toMatch(/\{\{/);
      expect(article.questions.length).toBeGreaterThan(0);
    }
    expect(WRITTEN_ARTICLES.length).toBeGreaterThanOrEqual(25);
  });

  it('sugestões são perguntas relacionadas, nunca a do próprio artigo', () => {
    const best = index.retrieve('como cancelo minha assinatura').matches[0]?.article;
    expect(best?.id).toBe('cancelar-assinatura');
    const suggestions = index.suggestions(best ?? null, []);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions).not.toContain(best?.questions[0]);
    expect(suggestions).toContain('Vocês têm política de reembolso?');
  });

  it('um artigo malformado ou com marcador desconhecido para a partida com o nome do arquivo', () => {
    expect(() => parseArticle('sem cabeçalho', 'x.md')).toThrow('x.md: falta o cabeçalho YAML');
    expect(() =>
      parseArticle('---\nid: a\ntitle: A\ncategory: Outra\nquestions: [q]\n---\nTexto', 'y.md'),
    ).toThrow("y.md: categoria 'Outra'");
    const article = parseArticle(
      '---\nid: a\ntitle: A\ncategory: Sugestão\nquestions: [Pergunta?]\n---\nPreço {{plano.x}}',
      'z.md',
    );
    expect(() => renderArticles([article], {})).toThrow('marcador desconhecido {{plano.x}}');
  });

  it('formata valores como o produto mostra', () => {
    expect(formatBrl(39.9)).toBe('R$ 39,90');
    expect(formatBrl(1399)).toBe('R$ 1.399,00');
    expect(formatTokens(100_000)).toBe('100 mil');
    expect(formatTokens(1_000_000)).toBe('1 milhão');
    expect(formatTokens(2_500_000)).toBe('2,5 milhões');
  });

  it('reconhece cumprimentos e agradecimentos', () => {
    expect(smallTalk('Oi, bom dia!')).toBe('greeting');
    expect(smallTalk('obrigado!')).toBe('thanks');
    expect(smallTalk('oi, quanto custa o pro?')).toBeNull();
  });
});
