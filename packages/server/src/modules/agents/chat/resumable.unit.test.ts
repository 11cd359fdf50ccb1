// The chat's event stream as the AI SDK writes it, with the parts that come out together written
// together (resumable.ts, issue 28): the same bytes and headers as `createUIMessageStreamResponse`,
// fewer writes, and nothing held back waiting for a later part.
import { setTimeout as sleep } from 'node:timers/promises';
import { createUIMessageStreamResponse, type UIMessageChunk } from 'ai';
import { describe, expect, it } from 'vitest';
import { uiMessageStreamResponse } from './resumable.ts';

const PARTS: UIMessageChunk[] = [
  { type: 'start', messageId: 'a1' },
  { type: 'text-start', id: 't' },
  { type: 'text-delta', id: 't', delta: 'Olá, ' },
  { type: 'text-delta', id: 't', delta: 'pão de queijo "quente"\n' },
  { type: 'text-end', id: 't' },
  { type: 'finish' },
];

function streamOf(parts: UIMessageChunk[], gapMs = 0): ReadableStream<UIMessageChunk> {
  return new ReadableStream({
    async start(controller) {
      for (const part of parts) {
        if (gapMs > 0) {
          await sleep(gapMs);
        }
        controller.enqueue(part);
      }
      controller.close();
    },
  });
}

/** The body's chunks as they would reach the socket, each decoded. */
async function chunksOf(response: Response): Promise<string[]> {
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for await (const chunk of response.body as ReadableStream<Uint8Array>) {
    chunks.push(decoder.decode(chunk));
  }
  return chunks;
}

describe('o stream de eventos do chat', () => {
  it('os mesmos bytes e cabeçalhos do AI SDK; as partes que saem juntas vão numa escrita só', async () => {
    const ours = uiMessageStreamResponse(streamOf(PARTS));
    const sdk = createUIMessageStreamResponse({ stream: streamOf(PARTS) });
    expect([...ours.headers]).toEqual([...sdk.headers]);
    const [ourChunks, sdkChunks] = await Promise.all([chunksOf(ours), chunksOf(sdk)]);
    expect(ourChunks.join('')).toBe(sdkChunks.join(''));
    expect(ourChunks.join('')).toMatch(/data: \[DONE\]\n\n$/);
    expect(sdkChunks.length).toBe(PARTS.length + 1);
    expect(ourChunks.length).toBeLessThanOrEqual(2);
  });

  it('uma parte que chega depois não segura a anterior', async () => {
    const chunks = await chunksOf(uiMessageStreamResponse(streamOf(PARTS.slice(0, 3), 20)));
    expect(chunks).toEqual([
      `data: ${JSON.stringify(PARTS[0])}\n\n`,
      `data: ${JSON.stringify(PARTS[1])}\n\n`,
      // The end comes with the last part.
      `data: ${JSON.stringify(PARTS[2])}\n\ndata: [DONE]\n\n`,
    ]);
  });

  it('o leitor que vai embora no meio não derruba nada', async () => {
    const reader = (
      uiMessageStreamResponse(streamOf(PARTS, 5)).body as ReadableStream<Uint8Array>
    ).getReader();
    await reader.read();
    await reader.cancel();
    // The pending write, if any, fires after the cancel without throwing.
    await sleep(30);
  });
});
