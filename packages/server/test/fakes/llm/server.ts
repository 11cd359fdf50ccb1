// A local fake of a language-model provider's HTTP API. Each protocol module (OpenAI, Anthropic,
// Gemini) says which calls exist and how answers and errors are written on the wire; this file
// records every request, plays the programmed outcomes in order and writes JSON or SSE. Calls the
// protocol does not know get a loud 404 and are kept in `unknownRequests`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** The prompt a request carried, the same shape whatever the protocol. */
export interface SeenPrompt {
  system: string | null;
  messages: { role: 'user' | 'assistant'; text: string }[];
}

export interface LlmRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  /** The JSON body (the raw text when it was not JSON). */
  body: unknown;
  /** The provider operation (`responses`, `chat.completions`, `messages`, `generateContent`…); null when unknown. */
  operation: string | null;
  stream: boolean;
  model: string | null;
  prompt: SeenPrompt | null;
  /** `performance.now()` when the request arrived and when its answer ended (null until then). */
  receivedAt: number;
  answeredAt: number | null;
}

export interface Usage {
  inputTokens: number;
  outputTokens: number;
}

/** What the fake does with the next call (in order; then it answers with the default answer). */
export type LlmOutcome =
  | { kind: 'answer'; text: string; usage?: Usage }
  | { kind: 'rate_limit'; retryAfterSeconds?: number }
  | { kind: 'server_error' }
  /** Never answers: the call ends when the client gives up (timeout, abort). */
  | { kind: 'hang' }
  /** Streams `afterDeltas` pieces of `text`, then drops the connection (a JSON call is dropped at once). */
  | { kind: 'cut'; text: string; afterDeltas: number };

export interface AnswerPace {
  firstTokenMs: number;
  totalMs: number;
}

export interface SseEvent {
  event?: string;
  data: unknown;
}

export interface AnswerContext {
  model: string;
  text: string;
  deltas: string[];
  usage: Usage;
  /** Stable ids for this answer (`resp_…`, `msg_…`). */
  id: string;
  createdAt: number;
}

export interface ErrorReply {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

export type ErrorKind = 'unauthorized' | 'bad_request' | 'not_found' | 'rate_limit' | 'server_error';

/** How one provider's wire protocol looks. */
export interface LlmProtocol {
  label: string;
  /** Which operation a method and path are; null for calls the real API does not have. */
  route(method: string, path: string, query: URLSearchParams): { operation: string; model?: string } | null;
  authorized(headers: http.IncomingHttpHeaders, apiKey: string | null): boolean;
  /** Reads model, stream flag and prompt; a string is the reason the real API would answer 400. */
  read(
    operation: string,
    body: unknown,
    route: { model?: string },
  ): { model: string; stream: boolean; prompt: SeenPrompt } | string;
  error(kind: ErrorKind, message: string, retryAfterSeconds?: number): ErrorReply;
  json(operation: string, answer: AnswerContext, body: Record<string, unknown>): unknown;
  sse(
    operation: string,
    answer: AnswerContext,
    body: Record<string, unknown>,
  ): { start: SseEvent[]; delta(text: string, index: number): SseEvent[]; end: SseEvent[] };
}

export interface LlmFake {
  /** Base URL to configure the provider with (`…/v1`, `…/v1beta`). */
  baseUrl: string;
  /** The server's origin. */
  origin: string;
  apiKey: string | null;
  /** Every request received, in order, including unknown ones. */
  requests: LlmRequest[];
  /** Requests the protocol does not know (each answered 404). */
  readonly unknownRequests: LlmRequest[];
  /** Outcomes programmed but not played yet: a test that leaves some behind expected a call that never came. */
  readonly pendingOutcomes: number;
  /** Programs the next outcomes, played in order. */
  enqueue(...outcomes: LlmOutcome[]): void;
  /**
   * Answers at a model's pace from now on (null: at once, the default): a stream's first piece
   * after `firstTokenMs` and its last at `totalMs`, the others spread between; an answer without
   * stream whole at `totalMs`.
   */
  pace(timing: AnswerPace | null): void;
  /** Shorthand for `enqueue({ kind: 'answer', text, usage })`. */
  answer(text: string, usage?: Usage): void;
  /** The prompt of the last known request. */
  lastPrompt(): SeenPrompt;
  close(): Promise<void>;
}

/** Word-sized pieces, as providers stream them. */
export function deltasOf(text: string): string[] {
  return text.match(/\s*\S+|\s+$/g) ?? [];
}

function wordCount(prompt: SeenPrompt): number {
  const text = [prompt.system ?? '', ...prompt.messages.map((m) => m.text)].join(' ');
  return text.split(/\s+/).filter(Boolean).length;
}

/** Answer when nothing was programmed: names the provider and repeats the last user text, so tests can tell calls apart. */
export function defaultAnswer(label: string, prompt: SeenPrompt): string {
  const last = prompt.messages.findLast((m) => m.role === 'user')?.text ?? '';
  return `Resposta de teste (${label}) para: ${last}`;
}

/** Resolves once the events are handed to the socket, so a connection cut afterwards keeps them. */
function writeSse(res: http.ServerResponse, events: SseEvent[]): Promise<void> {
  const text = events
    .map((event) => {
      const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data);
      return `${event.event ? `event: ${event.event}\n` : ''}data: ${data}\n\n`;
    })
    .join('');
  return new Promise((resolve, reject) => {
    res.write(text, (error) => (error ? reject(error) : resolve()));
  });
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startLlmFake(
  protocol: LlmProtocol,
  options: { apiKey: string | null; basePath: string },
): Promise<LlmFake> {
  const requests: LlmRequest[] = [];
  const queue: LlmOutcome[] = [];
  let counter = 0;
  let pacing: AnswerPace | null = null;
  const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : undefined);

  const sendError = (res: http.ServerResponse, reply: ErrorReply) => {
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(JSON.stringify(reply.body));
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const receivedAt = performance.now();
    const url = new URL(req.url ?? '/', 'http://fake.local');
    const raw = await readBody(req);
    let body: unknown = raw;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      // Kept as text: the request below is answered 400 like the real API would.
    }
    const method = req.method ?? 'GET';
    const route = protocol.route(method, url.pathname, url.searchParams);
    const recorded: LlmRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body,
      operation: route?.operation ?? null,
      stream: false,
      model: null,
      prompt: null,
      receivedAt,
      answeredAt: null,
    };
    requests.push(recorded);
    res.once('finish', () => {
      recorded.answeredAt = performance.now();
    });
    if (!route) {
      sendError(
        res,
        protocol.error('not_found', `Fake ${protocol.label}: unknown call ${method} ${url.pathname}`),
      );
      return;
    }
    if (!protocol.authorized(req.headers, options.apiKey)) {
      sendError(res, protocol.error('unauthorized', 'Incorrect API key provided.'));
      return;
    }
    const read =
      typeof body === 'object' && body !== null
        ? protocol.read(route.operation, body, route)
        : 'Invalid JSON body.';
    if (typeof read === 'string') {
      sendError(res, protocol.error('bad_request', read));
      return;
    }
    recorded.model = read.model;
    recorded.stream = read.stream;
    recorded.prompt = read.prompt;

    const outcome = queue.shift() ?? { kind: 'answer', text: defaultAnswer(protocol.label, read.prompt) };
    switch (outcome.kind) {
      case 'rate_limit':
        sendError(
          res,
          protocol.error(
            'rate_limit',
            'Rate limit reached. Please try again later.',
            outcome.retryAfterSeconds,
          ),
        );
        return;
      case 'server_error':
        sendError(
          res,
          protocol.error('server_error', 'The server had an error while processing your request.'),
        );
        return;
      case 'hang':
        return;
      case 'answer':
      case 'cut': {
        const deltas = deltasOf(outcome.text);
        const answer: AnswerContext = {
          model: read.model,
          text: outcome.text,
          deltas,
          usage: (outcome.kind === 'answer' ? outcome.usage : undefined) ?? {
            inputTokens: wordCount(read.prompt),
            outputTokens: deltas.length,
          },
          id: String(++counter).padStart(6, '0'),
          createdAt: 1_763_000_000 + counter,
        };
        const pace = pacing;
        const started = performance.now();
        if (!read.stream) {
          if (outcome.kind === 'cut') {
            res.destroy();
            return;
          }
          await sleep(pace ? pace.totalMs : 0);
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(protocol.json(route.operation, answer, body as Record<string, unknown>)));
          return;
        }
        const events = protocol.sse(route.operation, answer, body as Record<string, unknown>);
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        await writeSse(res, events.start);
        for (const [index, delta] of deltas.entries()) {
          if (outcome.kind === 'cut' && index >= outcome.afterDeltas) {
            res.destroy();
            return;
          }
          if (pace) {
            const due =
              index === 0
                ? pace.firstTokenMs
                : pace.firstTokenMs +
                  ((pace.totalMs - pace.firstTokenMs) * index) / Math.max(1, deltas.length - 1);
            await sleep(due - (performance.now() - started));
          }
          await writeSse(res, events.delta(delta, index));
        }
        if (pace) {
          await sleep(pace.totalMs - (performance.now() - started));
        }
        await writeSse(res, events.end);
        res.end();
        return;
      }
      default:
        return outcome satisfies never;
    }
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendError(
        res,
        protocol.error('server_error', `Fake ${protocol.label} crashed: ${(error as Error).message}`),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    baseUrl: `${origin}${options.basePath}`,
    origin,
    apiKey: options.apiKey,
    requests,
    get unknownRequests() {
      return requests.filter((request) => request.operation === null);
    },
    get pendingOutcomes() {
      return queue.length;
    },
    enqueue(...outcomes) {
      queue.push(...outcomes);
    },
    pace(timing) {
      pacing = timing;
    },
    answer(text, usage) {
      queue.push(usage ? { kind: 'answer', text, usage } : { kind: 'answer', text });
    },
    lastPrompt() {
      const prompt = requests.findLast((request) => request.prompt !== null)?.prompt;
      if (!prompt) {
        throw new Error(`Fake ${protocol.label}: no call with a prompt was received.`);
      }
      return prompt;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Text of a content that is a string or a list of parts with `text`. */
export function textOf(content: unknown, textTypes: readonly string[] = ['text']): string {
  if (typeof content === 'string') {
    return content;
  }
  if (!Array.isArray(content)) {
    return '';
  }
  return content
    .filter(
      (part): part is { type?: string; text: string } =>
        typeof part === 'object' &&
        part !== null &&
        typeof (part as { text?: unknown }).text === 'string' &&
        ((part as { type?: string }).type === undefined ||
          textTypes.includes((part as { type: string }).type)),
    )
    .map((part) => part.text)
    .join('\n');
}
