import { generateText, streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { createOfflineModel, type OfflinePrompt, splitIntoDeltas } from './offline-model.ts';
import { countMessagesTokens, countTokens, meteredTokens } from './tokens.ts';

const ANSWER = 'Resposta produzida offline.\n\nConecte um modelo para respostas completas.';

describe('modelo offline', () => {
  it('responde com generateText, com provedor, modelo e tokens contados', async () => {
    const seen: OfflinePrompt[] = [];
    const model = createOfflineModel({
      respond: (prompt) => {
        seen.push(prompt);
        return ANSWER;
      },
    });
    const result = await generateText({
      model,
      system: 'Você é o Commander.',
      messages: [
        { role: 'user', content: 'Oi' },
        { role: 'assistant', content: 'Olá! Como posso ajudar?' },
        { role: 'user', content: 'Quero ideias para minha padaria' },
      ],
    });
    expect(result.text).toBe(ANSWER);
    expect(model.provider).toBe('offline');
    expect(model.modelId).toBe('sppock-offline');
    expect(seen[0]).toMatchObject({
      system: 'Você é o Commander.',
      lastUserText: 'Quero ideias para minha padaria',
      messages: [
        { role: 'user', text: 'Oi' },
        { role: 'assistant', text: 'Olá! Como posso ajudar?' },
        { role: 'user', text: 'Quero ideias para minha padaria' },
      ],
    });
    expect(result.usage.outputTokens).toBe(countTokens(ANSWER));
    expect(result.usage.inputTokens).toBe(
      countMessagesTokens([
        { role: 'system', content: 'Você é o Commander.' },
        { role: 'user', content: 'Oi' },
        { role: 'assistant', content: 'Olá! Como posso ajudar?' },
        { role: 'user', content: 'Quero ideias para minha padaria' },
      ]),
    );
    expect(result.usage.inputTokens).toBeGreaterThan(10);
  });

  it('transmite a resposta palavra por palavra e termina com o uso', async () => {
    const model = createOfflineModel({ respond: async () => ANSWER });
    const result = streamText({ model, prompt: 'Olá' });
    const deltas: string[] = [];
    for await (const delta of result.textStream) {
      deltas.push(delta);
    }
    expect(deltas.join('')).toBe(ANSWER);
    expect(deltas.length).toBe(ANSWER.split(/\s+/).length);
    expect(deltas[1]).toBe(' produzida');
    expect(await result.finishReason).toBe('stop');
    expect((await result.usage).outputTokens).toBe(countTokens(ANSWER));
  });

  it('para de transmitir quando o pedido é interrompido', async () => {
    const controller = new AbortController();
    let aborted = false;
    const model = createOfflineModel({ respond: () => ANSWER, chunkDelayMs: 5 });
    const result = streamText({
      model,
      prompt: 'Olá',
      abortSignal: controller.signal,
      onAbort: () => {
        aborted = true;
      },
    });
    const deltas: string[] = [];
    for await (const delta of result.textStream) {
      deltas.push(delta);
      if (deltas.length === 2) {
        controller.abort();
      }
    }
    expect(aborted).toBe(true);
    expect(deltas).toEqual(['Resposta', ' produzida']);
  });

  it('não chama a resposta quando o pedido já chegou interrompido', async () => {
    let calls = 0;
    const model = createOfflineModel({
      respond: () => {
        calls++;
        return ANSWER;
      },
    });
    await expect(
      generateText({ model, prompt: 'Olá', abortSignal: AbortSignal.abort(), maxRetries: 0 }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toBe(0);
  });

  it('divide o texto em pedaços que somados dão o texto exato', () => {
    const text = '  Linha 1\n\n- item  dois\t fim  ';
    expect(splitIntoDeltas(text).join('')).toBe(text);
    expect(splitIntoDeltas('')).toEqual([]);
  });
});

describe('contagem de tokens', () => {
  it('conta tokens o200k_base e aceita textos com marcadores especiais', () => {
    expect(countTokens('')).toBe(0);
    expect(countTokens('hello world')).toBe(2);
    expect(countTokens('<|endoftext|>')).toBeGreaterThan(1);
  });

  it('soma o enquadramento de cada mensagem', () => {
    const one = countMessagesTokens([{ role: 'user', content: 'hello world' }]);
    expect(one).toBe(3 + 3 + countTokens('user') + 2);
    expect(countMessagesTokens([{ role: 'user', content: [{ type: 'text', text: 'hello world' }] }])).toBe(
      one,
    );
    expect(countMessagesTokens([])).toBe(0);
  });
});

describe('tokens medidos de uma chamada', () => {
  const sent = { prompt: [{ role: 'user', content: 'hello world' }], answer: 'hello' };

  it('usa o que o provedor informou', () => {
    expect(meteredTokens({ inputTokens: 120, outputTokens: 30 }, sent)).toEqual({
      inputTokens: 120,
      outputTokens: 30,
      counted: false,
    });
  });

  it('conta o que o provedor não informou', () => {
    expect(meteredTokens({ inputTokens: 120, outputTokens: undefined }, sent)).toEqual({
      inputTokens: 120,
      outputTokens: 1,
      counted: true,
    });
    expect(meteredTokens(undefined, sent)).toEqual({
      inputTokens: countMessagesTokens(sent.prompt),
      outputTokens: 1,
      counted: true,
    });
  });
});
