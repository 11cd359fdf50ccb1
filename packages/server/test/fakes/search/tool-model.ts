// A Chat Completions model (the OpenAI-compatible wire format, `POST /v1/chat/completions`, JSON)
// that uses a tool: its first answer calls the named tool with the programmed arguments; once
// the request carries the tool's result, it answers with the text `write(result)` gives. Every
// request is kept; other calls get a 404.
import { type FakeHttp, type RecordedRequest, startFakeHttp } from '../http.ts';

type Json = Record<string, unknown>;

export interface ToolModelFake {
  /** Base URL for LLM_BASE_URL (`…/v1`). */
  baseUrl: string;
  requests: Json[];
  unknownRequests: RecordedRequest[];
  /** The tool results the model received, parsed. */
  toolResults: unknown[];
  close(): Promise<void>;
}

export async function startToolModel(plan: {
  tool: string;
  args: Json;
  write: (toolResult: unknown) => string;
}): Promise<ToolModelFake> {
  const requests: Json[] = [];
  const unknownRequests: RecordedRequest[] = [];
  const toolResults: unknown[] = [];
  const usage = { prompt_tokens: 900, completion_tokens: 40, total_tokens: 940 };
  const reply = (model: unknown, message: Json, finish: string) => ({
    id: `chatcmpl-fake${requests.length}`,
    object: 'chat.completion',
    created: 1_763_900_000,
    model,
    choices: [{ index: 0, message, finish_reason: finish }],
    usage,
  });
  const http: FakeHttp = await startFakeHttp((request) => {
    if (request.method !== 'POST' || request.path !== '/v1/chat/completions') {
      unknownRequests.push(request);
      return {
        status: 404,
        body: { error: { message: 'Unknown request URL', type: 'invalid_request_error' } },
      };
    }
    const body = JSON.parse(request.body) as Json;
    requests.push(body);
    if (body.stream === true) {
      return {
        status: 400,
        body: { error: { message: 'Este fake responde só em JSON.', type: 'invalid_request_error' } },
      };
    }
    const messages = (body.messages as Json[]) ?? [];
    const toolMessage = messages.findLast((m) => m.role === 'tool');
    if (!toolMessage) {
      const tools = (body.tools as { function: { name: string } }[] | undefined) ?? [];
      if (!tools.some((t) => t.function.name === plan.tool)) {
        return {
          status: 200,
          body: reply(body.model, { role: 'assistant', content: 'Sem ferramenta.' }, 'stop'),
        };
      }
      return {
        status: 200,
        body: reply(
          body.model,
          {
            role: 'assistant',
            content: null,
            tool_calls: [
              {
                id: 'call_busca1',
                type: 'function',
                function: { name: plan.tool, arguments: JSON.stringify(plan.args) },
              },
            ],
          },
          'tool_calls',
        ),
      };
    }
    const result = JSON.parse(String(toolMessage.content)) as unknown;
    toolResults.push(result);
    return {
      status: 200,
      body: reply(body.model, { role: 'assistant', content: plan.write(result) }, 'stop'),
    };
  });
  return {
    baseUrl: `${http.url}/v1`,
    requests,
    unknownRequests,
    toolResults,
    close: () => http.close(),
  };
}
