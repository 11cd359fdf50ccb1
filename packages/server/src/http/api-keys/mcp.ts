// The MCP server of a personal key (issue 30): Streamable HTTP at `/mcp`, stateless (a server and
// a transport per request, so any node answers any call), with the official SDK. Each agent the
// key may use is a tool (pt-BR description; a form agent's input schema is its form's fields) that
// answers through the chat's one send path; the owner's recent conversations are resources
// (scope `conversations:read`).
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListResourcesRequestSchema,
  ListToolsRequestSchema,
  McpError,
  ReadResourceRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '../../contract/generated.ts';
import { agentName } from '../../modules/agents/catalog.ts';
import { sessionMessages } from '../../modules/agents/chat/sessions.ts';
import type { ApiKeyCaller } from '../../modules/api-keys/keys.ts';
import { chatSessions } from '../../modules/conversations/schema.ts';
import type { Services } from '../../services.ts';
import { answerKeyMessage } from './chat.ts';
import { type Reachable, reachableAgents } from './models.ts';
import { MESSAGE_MAX } from './openai.ts';

type AgentFormField = components['schemas']['AgentFormField'];

/** Recent conversations listed as resources. */
export const MCP_RECENT_CONVERSATIONS = 20;
const RESOURCE_PREFIX = 'sppock://conversations/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const SESSION_PROPERTY = {
  type: 'string',
  format: 'uuid',
  description:
    'Conversa a continuar (o session_id devolvido por uma chamada anterior). Sem ele, uma conversa nova.',
} as const;

function fieldSchema(field: AgentFormField): Record<string, unknown> {
  return {
    ...valueSchema(field),
    ...(field.default === undefined ? {} : { default: field.default }),
  };
}

function valueSchema(field: AgentFormField): Record<string, unknown> {
  const description = [field.label, field.help].filter(Boolean).join(' — ');
  switch (field.type) {
    case 'number':
      return {
        type: field.integer ? 'integer' : 'number',
        description,
        ...(field.min === undefined ? {} : { minimum: field.min }),
        ...(field.max === undefined ? {} : { maximum: field.max }),
      };
    case 'select':
      return { type: 'string', description, ...(field.options ? { enum: field.options } : {}) };
    case 'multiselect':
      return {
        type: 'array',
        description,
        items: { type: 'string', ...(field.options ? { enum: field.options } : {}) },
        ...(field.min_items === undefined ? {} : { minItems: field.min_items }),
        ...(field.max_items === undefined ? {} : { maxItems: field.max_items }),
      };
    case 'text':
    case 'textarea':
    case 'url':
    case 'email':
    case 'date':
      return {
        type: 'string',
        description,
        ...(field.type === 'date' ? { format: 'date' } : {}),
        ...(field.type === 'email' ? { format: 'email' } : {}),
        ...(field.type === 'url' ? { format: 'uri' } : {}),
        ...(field.min_length === undefined ? {} : { minLength: field.min_length }),
        ...(field.max_length === undefined ? {} : { maxLength: field.max_length }),
      };
    default:
      return field.type satisfies never;
  }
}

/** The tool of an agent: its name, pt-BR description and input schema. */
export function toolOf(reachable: Reachable) {
  if (reachable.kind === 'custom') {
    return {
      name: reachable.model,
      description: `Agente personalizado da equipe "${reachable.row.name}": ${reachable.row.description}`,
      inputSchema: {
        type: 'object' as const,
        properties: {
          message: { type: 'string', maxLength: MESSAGE_MAX, description: 'O pedido, em português.' },
          session_id: SESSION_PROPERTY,
        },
        required: ['message'],
      },
    };
  }
  const { metadata } = reachable;
  const form = metadata.form;
  if (form) {
    return {
      name: reachable.model,
      description: `${metadata.name}: ${metadata.description} Preencha o formulário do agente.`,
      inputSchema: {
        type: 'object' as const,
        properties: {
          ...Object.fromEntries(form.fields.map((field) => [field.name, fieldSchema(field)])),
          session_id: SESSION_PROPERTY,
        },
        required: form.fields.filter((field) => field.required).map((field) => field.name),
      },
    };
  }
  return {
    name: reachable.model,
    description: `${metadata.name}: ${metadata.description}`,
    inputSchema: {
      type: 'object' as const,
      properties: {
        message: { type: 'string', maxLength: MESSAGE_MAX, description: 'O pedido, em português.' },
        session_id: SESSION_PROPERTY,
      },
      required: ['message'],
    },
  };
}

const toolError = (text: string) => ({ content: [{ type: 'text' as const, text }], isError: true });

function mcpServer(services: Services, caller: ApiKeyCaller, abortSignal: AbortSignal): Server {
  const server = new Server(
    { name: 'sppock', version: '0.1.0' },
    {
      capabilities: { tools: {}, resources: {} },
      instructions:
        'Agentes de IA do Sppock para profissionais brasileiros. Use sppock-commander quando não souber qual agente escolher.',
    },
  );
  const canChat = caller.scopes.includes('chat');
  const canRead = caller.scopes.includes('conversations:read');

  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: canChat ? (await reachableAgents(services, caller.userId)).map(toolOf) : [],
  }));

  server.setRequestHandler(CallToolRequestSchema, async (request) => {
    if (!canChat) {
      return toolError('Esta chave não tem a permissão "chat".');
    }
    const target = (await reachableAgents(services, caller.userId)).find(
      (reachable) => reachable.model === request.params.name,
    );
    if (!target) {
      throw new McpError(ErrorCode.InvalidParams, `Ferramenta desconhecida: ${request.params.name}`);
    }
    const args = { ...(request.params.arguments ?? {}) } as Record<string, unknown>;
    const sessionId = args.session_id;
    delete args.session_id;
    if (sessionId !== undefined && (typeof sessionId !== 'string' || !UUID.test(sessionId))) {
      return toolError('session_id deve ser o id de uma conversa.');
    }
    const isForm = target.kind === 'agent' && target.metadata.form !== undefined;
    const message = isForm ? `Formulário de ${target.metadata.name}` : args.message;
    if (typeof message !== 'string' || !message.trim() || message.length > MESSAGE_MAX) {
      return toolError('Informe o pedido em "message" (até 20.000 caracteres).');
    }
    const answer = await answerKeyMessage(services, target, {
      userId: caller.userId,
      message,
      sessionId,
      ...(isForm ? { form: args } : {}),
      stream: false,
      abortSignal,
    });
    if (answer.kind === 'failure') {
      return toolError(answer.failure.message);
    }
    if (answer.kind === 'stream') {
      throw new Error('Uma chamada de ferramenta pede a resposta inteira.');
    }
    return {
      content: [{ type: 'text' as const, text: answer.answer.text }],
      structuredContent: { agent: answer.answer.agent, session_id: answer.answer.sessionId },
    };
  });

  server.setRequestHandler(ListResourcesRequestSchema, async () => {
    if (!canRead) {
      return { resources: [] };
    }
    const rows = await services.db
      .select()
      .from(chatSessions)
      .where(and(eq(chatSessions.userId, caller.userId), isNull(chatSessions.deletedAt)))
      .orderBy(desc(chatSessions.updatedAt))
      .limit(MCP_RECENT_CONVERSATIONS);
    return {
      resources: rows.map((row) => ({
        uri: `${RESOURCE_PREFIX}${row.id}`,
        name: row.title,
        description: `Conversa com ${agentName(row.agentType as Parameters<typeof agentName>[0])}, atualizada em ${row.updatedAt.toISOString()}`,
        mimeType: 'text/markdown',
      })),
    };
  });

  server.setRequestHandler(ReadResourceRequestSchema, async (request) => {
    const id = request.params.uri.startsWith(RESOURCE_PREFIX)
      ? request.params.uri.slice(RESOURCE_PREFIX.length)
      : '';
    if (!canRead) {
      throw new McpError(ErrorCode.InvalidRequest, 'Esta chave não tem a permissão "conversations:read".');
    }
    const [row] = UUID.test(id)
      ? await services.db
          .select()
          .from(chatSessions)
          .where(
            and(
              eq(chatSessions.id, id),
              eq(chatSessions.userId, caller.userId),
              isNull(chatSessions.deletedAt),
            ),
          )
      : [];
    if (!row) {
      // Another person's conversation is not found, as one that never existed.
      throw new McpError(ErrorCode.InvalidParams, 'Conversa não encontrada.');
    }
    const messages = await sessionMessages(services.db, row.id);
    const text = [
      `# ${row.title}`,
      ...messages.map((message) => `## ${message.role === 'user' ? 'Você' : 'Agente'}\n\n${message.content}`),
    ].join('\n\n');
    return { contents: [{ uri: request.params.uri, mimeType: 'text/markdown', text }] };
  });
  return server;
}

export async function handleMcp(
  services: Services,
  caller: ApiKeyCaller,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const abort = new AbortController();
  const server = mcpServer(services, caller, abort.signal);
  const transport = new StreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
  });
  reply.raw.on('close', () => {
    abort.abort();
    void transport.close();
    void server.close();
  });
  await server.connect(transport);
  reply.hijack();
  await transport.handleRequest(request.raw, reply.raw, request.body);
}
