// Error bodies in the shape each operation documents: `{detail}` on token calls,
// `{success:false, error}` on most calls, `{error}` on public account calls, and field-error
// objects (`{email: ['…']}`) on registration, profile and password change.
import { type OpenApiDocument, type OperationSpec, resolveRef } from './document.ts';

export type FieldErrors = Record<string, string[]>;

export type ErrorShape =
  | { kind: 'failure' }
  | { kind: 'detail' }
  | { kind: 'error' }
  | { kind: 'message' }
  | { kind: 'fields'; fields: ReadonlySet<string>; generalKey: 'error' | 'message' | 'detail' };

/** Thrown by handlers and services; the binder renders it in the operation's shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;
  constructor(
    status: number,
    message: string,
    options: { fieldErrors?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = options.fieldErrors;
    this.headers = options.headers;
  }
}

interface SchemaLike {
  type?: unknown;
  properties?: Record<string, unknown>;
  required?: string[];
  oneOf?: unknown[];
  anyOf?: unknown[];
  allOf?: unknown[];
}

function classify(doc: OpenApiDocument, raw: unknown): ErrorShape | null {
  let schema = resolveRef<SchemaLike | undefined>(doc, raw);
  if (!schema) {
    return null;
  }
  const branch = schema.oneOf?.[0] ?? schema.anyOf?.[0] ?? schema.allOf?.[0];
  if (!schema.properties && branch) {
    schema = resolveRef<SchemaLike>(doc, branch);
  }
  const properties = schema.properties ?? {};
  const names = Object.keys(properties);
  if (names.includes('success') && names.includes('error')) {
    return { kind: 'failure' };
  }
  const fieldNames = names.filter((name) => {
    const property = resolveRef<SchemaLike>(doc, properties[name]);
    return property?.type === 'array';
  });
  if (fieldNames.length > 0) {
    const generalKey = names.includes('error') ? 'error' : names.includes('message') ? 'message' : 'detail';
    return { kind: 'fields', fields: new Set(fieldNames), generalKey };
  }
  if (names.includes('detail')) {
    return { kind: 'detail' };
  }
  if (names.includes('error')) {
    return { kind: 'error' };
  }
  if (names.includes('message')) {
    return { kind: 'message' };
  }
  return null;
}

const shapeCache = new WeakMap<OperationSpec, Map<string, ErrorShape>>();

/**
 * The error shape an operation documents for `status`; an undocumented status borrows the
 * shape of the operation's 400, then of any documented error, then `{success:false, error}`.
 */
export function shapeFor(doc: OpenApiDocument, op: OperationSpec, status: number): ErrorShape {
  let cache = shapeCache.get(op);
  if (!cache) {
    cache = new Map();
    shapeCache.set(op, cache);
  }
  const key = String(status);
  const cached = cache.get(key);
  if (cached) {
    return cached;
  }
  const candidates = [
    key,
    '400',
    ...Object.keys(op.responses).filter((s) => /^[45]/.test(s) && s !== '401' && s !== key && s !== '400'),
  ];
  let shape: ErrorShape = { kind: 'failure' };
  for (const candidate of candidates) {
    const pointer = op.responses[candidate]?.content['application/json'];
    if (!pointer) {
      continue;
    }
    const found = classify(doc, { $ref: pointer });
    if (found) {
      shape = found;
      break;
    }
  }
  cache.set(key, shape);
  return shape;
}

/** Builds an error body in `shape`. Field errors the shape has no place for join the message. */
export function errorBody(
  shape: ErrorShape,
  message: string,
  fieldErrors?: FieldErrors,
): Record<string, unknown> {
  switch (shape.kind) {
    case 'failure':
      return { success: false, error: message };
    case 'detail':
      return { detail: message };
    case 'error':
      return { error: message };
    case 'message':
      return { message };
    case 'fields': {
      const body: Record<string, unknown> = {};
      const leftovers: string[] = [];
      for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
        if (messages.length === 0) {
          continue;
        }
        if (shape.fields.has(field)) {
          body[field] = messages;
        } else {
          leftovers.push(...messages);
        }
      }
      if (Object.keys(body).length === 0 || leftovers.length > 0) {
        body[shape.generalKey] =
          leftovers.length > 0 && Object.keys(body).length > 0 ? leftovers.join(' ') : message;
      }
      return body;
    }
    default:
      return shape satisfies never;
  }
}
