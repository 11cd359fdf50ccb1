// Answer streams for the chat's tests (this package's own; not part of any entry).
const ORCHESTRATION = {
  orchestrated: true,
  agent_used: 'email_writer',
  agent_name: 'Email Writer',
  confidence: 93,
  confidenceRange: '90% a 98%',
  intent_detected: 'pedido de e-mail (cobrança)',
  description: 'O Email Writer vai cuidar do seu pedido.',
};

const METADATA = {
  session_id: '3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9f13',
  message_id: '7c4e1f2a-8b3d-4e5f-9a6b-1c2d3e4f5a6b',
  tokens: { input: 412, output: 4, total: 416 },
  cost_usd: 0,
  cost_brl: 0,
  provider: 'offline',
  model: 'sppock-offline',
  offline: true,
  stopped: false,
};

/** An SSE body in the UI message stream protocol, split at awkward places as a network would. */
export function sseResponse(parts: unknown[], chunkSize = 7): Response {
  const text = `${parts.map((part) => `data: ${JSON.stringify(part)}\n\n`).join('')}data: [DONE]\n\n`;
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += chunkSize) {
        controller.enqueue(bytes.slice(i, i + chunkSize));
      }
      controller.close();
    },
  });
  return new Response(body, {
    headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' },
  });
}

export const ANSWER_PARTS = [
  { type: 'start', messageId: METADATA.message_id },
  { type: 'data-orchestration', data: ORCHESTRATION },
  { type: 'text-start', id: 't0' },
  { type: 'text-delta', id: 't0', delta: 'Olá,' },
  { type: 'text-delta', id: 't0', delta: ' Marcos!' },
  { type: 'text-end', id: 't0' },
  { type: 'finish', finishReason: 'stop', messageMetadata: METADATA },
];

/** A LeadFinder run through the Commander: routed, then the job's steps, then the answer. */
export const LONG_RUN_PARTS = [
  { type: 'start', messageId: METADATA.message_id },
  {
    type: 'data-orchestration',
    data: {
      ...ORCHESTRATION,
      agent_used: 'lead_finder',
      agent_name: 'Lead Finder',
      description: 'O Lead Finder vai buscar empresas para você.',
    },
  },
  {
    type: 'data-job',
    id: METADATA.message_id,
    data: { run_id: METADATA.message_id, status: 'running', step: 'Na fila para começar…' },
  },
  {
    type: 'data-job',
    id: METADATA.message_id,
    data: { run_id: METADATA.message_id, status: 'running', step: 'Buscando na web: "padarias em Curitiba"' },
  },
  {
    type: 'data-job',
    id: METADATA.message_id,
    data: { run_id: METADATA.message_id, status: 'completed', step: 'Concluído.' },
  },
  { type: 'text-start', id: 't0' },
  { type: 'text-delta', id: 't0', delta: 'Encontrei 12 padarias.' },
  { type: 'text-end', id: 't0' },
  { type: 'finish', finishReason: 'stop', messageMetadata: METADATA },
];

const QUESTION = 'Você quer que eu **escreva um e-mail** ou **gere ideias de negócio** para isso?';

/** The Commander unsure between two agents: the question back and its two choices. */
export const QUESTION_PARTS = [
  { type: 'start', messageId: METADATA.message_id },
  {
    type: 'data-orchestration',
    data: {
      ...ORCHESTRATION,
      agent_used: 'chatsppock',
      agent_name: 'Sppock Commander',
      confidence: 78,
      confidenceRange: '70% a 79%',
      description: 'O Sppock Commander quer confirmar o que você precisa antes de encaminhar.',
    },
  },
  {
    type: 'data-clarification',
    data: {
      question: QUESTION,
      choices: [
        { agent: 'email_writer', label: 'Escrever um e-mail' },
        { agent: 'brainstorm', label: 'Gerar ideias de negócio' },
      ],
      chosen_agent: null,
    },
  },
  { type: 'text-start', id: 't0' },
  { type: 'text-delta', id: 't0', delta: QUESTION },
  { type: 'text-end', id: 't0' },
  { type: 'finish', finishReason: 'stop', messageMetadata: METADATA },
];
