import { describe, expect, it } from 'vitest';
import { firstExample, loadBundle, loadDocumentedCalls, operations, resolveRef } from './bundle';

const bundle = loadBundle();
const calls = loadDocumentedCalls();
const ops = operations(bundle);
const TAGS = [
  'accounts',
  'payments',
  'agents',
  'chat',
  'chatbot',
  'assessments',
  'support',
  'console',
  'files',
];
// The calls a visitor makes: no bearer token (spec 1 §7 and the list).
const VISITOR_CALLS = [
  'post /api/accounts/token/',
  'post /api/accounts/token/refresh/',
  'post /api/accounts/users/register/',
  'post /api/accounts/users/verify_code/',
  'post /api/accounts/users/resend_code/',
  'post /api/accounts/password-reset/',
  'post /api/accounts/password-reset/confirm/',
  // The contract's choice: visitors see the plans on the landing and /pricing.
  'get /payments/plans/',
];

describe('every documented call is an operation of the contract', () => {
  it('reads all 84 rows of endpoints.tsv', () => {
    expect(calls).toHaveLength(84);
  });

  it.each(calls.map((call) => [`${call.method.toUpperCase()} ${call.path}`, call] as const))(
    '%s',
    (_, call) => {
      const operation = ops.find((op) => op.method === call.method && op.path === call.path)?.operation;
      expect(operation, 'operation missing from the bundle').toBeDefined();
      if (!operation) {
        return;
      }
      expect(operation.operationId).toMatch(/^[a-z]+[A-Z][A-Za-z]+$/);
      expect(operation.tags).toHaveLength(1);
      expect(TAGS).toContain(operation.tags?.[0]);
      expect(operation.operationId?.startsWith(operation.tags?.[0] ?? '?')).toBe(true);
      expect(operation.summary?.trim()).toBeTruthy();
      expect(operation.description, 'the description cites the spec section').toMatch(/spec\s*[123]/i);
      expect(operation['x-sppock-extension']).toBeUndefined();

      const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2/.test(status));
      expect(success.length, 'a success response').toBeGreaterThan(0);
      for (const [status, raw] of success) {
        const response = resolveRef(bundle, raw);
        if (status === '204') {
          expect(response.content, '204 has no body').toBeUndefined();
          continue;
        }
        const media = Object.entries(response.content ?? {});
        expect(media.length, `${status} declares its content`).toBeGreaterThan(0);
        for (const [name, mediaType] of media) {
          // The bytes of a PDF or an image cannot be written as a YAML example; text can.
          if (isBinaryNonText(name, mediaType)) {
            continue;
          }
          expect(firstExample(bundle, mediaType).found, `${status} ${name} has an example`).toBe(true);
        }
      }
      const key = `${call.method} ${call.path}`;
      if (VISITOR_CALLS.includes(key)) {
        expect(operation.security).toEqual([]);
      } else {
        expect(operation.security, 'bearer by default').toBeUndefined();
        expect(Object.keys(operation.responses ?? {})).toContain('401');
      }
    },
  );

  it('has unique operationIds', () => {
    const ids = ops.map((op) => op.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('marks every operation beyond the documented list as an extension', () => {
    const documented = new Set(calls.map((call) => `${call.method} ${call.path}`));
    const extra = ops.filter((op) => !documented.has(`${op.method} ${op.path}`));
    for (const op of extra) {
      expect(op.operation['x-sppock-extension'], `${op.method} ${op.path}`).toBe(true);
    }
  });
});

/** Every `enum` in the bundle, so the closed sets of the spec can be looked up by their values. */
function allEnums(node: unknown, found: unknown[][] = []): unknown[][] {
  if (Array.isArray(node)) {
    for (const item of node) {
      allEnums(item, found);
    }
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'enum' && Array.isArray(value)) {
        found.push(value);
      } else {
        allEnums(value, found);
      }
    }
  }
  return found;
}

describe('enums for every closed set the spec names', () => {
  const enums = allEnums(bundle);
  const closedSets: Record<string, string[]> = {
    'plan types': ['freemium', 'professional', 'enterprise'],
    'agent types': [
      'chatsppock',
      'brainstorm',
      'content_generator',
      'email_writer',
      'content_ideas',
      'competition',
      'lead_finder',
      'lead_builder',
      'meeting',
      'funil_vendas',
      'supplier_finder',
      'data_builder',
    ],
    'chat actions': ['list_sessions', 'create_session', 'get_session', 'delete_session', 'send_message'],
    'conversation status': ['Ativa', 'Concluída'],
    'activity icons': ['message-square', 'send', 'check-circle', 'other'],
    'support statuses': ['aberta', 'em_analise', 'respondida', 'resolvida', 'fechada'],
    'support priorities': ['baixa', 'normal', 'alta', 'urgente'],
    'notification types': ['new_message', 'response', 'status_change', 'assignment'],
    'assessment card statuses': ['active', 'new', 'coming_soon', 'development', 'maintenance'],
    'Roda da Vida categories': [
      'carreira',
      'financas',
      'relacionamentos',
      'saude',
      'lazer',
      'crescimento',
      'espiritualidade',
      'contribuicao',
    ],
    'IGTA dimensions': ['comportamental', 'gerencial', 'estrutural'],
    'IGTA stages': ['identify', 'gap', 'target', 'action'],
    'agent run statuses': ['completed', 'running', 'interrupted'],
    'system health': ['healthy', 'warning', 'critical', 'unknown'],
  };
  it.each(Object.entries(closedSets))('%s', (_, values) => {
    const match = enums.find((candidate) => values.every((value) => candidate.includes(value)));
    expect(match, `an enum with ${values.join(', ')}`).toBeDefined();
  });

  it('assessment categories', () => {
    const match = enums.find((candidate) => candidate.length >= 7 && candidate.includes('autoconhecimento'));
    expect(match).toBeDefined();
  });

  it('MBTI letters', () => {
    const mbti = JSON.stringify(bundle).match(/\^\[EI\]\[SN\]\[TF\]\[JP\]\$/);
    const letters = enums.find((candidate) =>
      ['I', 'E', 'S', 'N', 'T', 'F', 'J', 'P'].every((l) => candidate.includes(l)),
    );
    expect(mbti ?? letters).toBeTruthy();
  });

  it('feedback types', () => {
    const chatFeedback = ops.find(
      (op) => op.path === '/api/agents/{agent}/api/sessions/{session_id}/feedback/',
    );
    expect(JSON.stringify(chatFeedback?.operation.requestBody ?? {})).toContain('feedback_type');
    const body = resolveRef(bundle, chatFeedback?.operation.requestBody ?? {});
    const schema = resolveRef<{ properties?: Record<string, unknown> }>(
      bundle,
      (body.content?.['application/json']?.schema ?? {}) as { $ref: string },
    );
    const feedbackType = resolveRef<{ enum?: unknown[] }>(
      bundle,
      (schema.properties?.feedback_type ?? {}) as { $ref: string },
    );
    expect(feedbackType.enum?.length).toBeGreaterThan(1);
  });
});

/** A file download's binary variant (PDF, Office, images): described by its media type alone. */
function isBinaryNonText(name: string, mediaType: unknown): boolean {
  const schema = (mediaType as { schema?: { format?: string } }).schema;
  return schema?.format === 'binary' && !name.startsWith('text/') && name !== 'application/octet-stream';
}
