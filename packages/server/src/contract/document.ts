// Reads the bundled contract (openapi/dist/openapi.json) and lists its operations in the form
// the binder needs: method, Fastify path, security, parameters, bodies and responses.
import fs from 'node:fs';
import { contractPath } from '../package-root.ts';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  security?: Record<string, string[]>[];
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
}

export interface ParameterSpec {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
  example?: unknown;
}

export interface ResponseSpec {
  /** Media type → JSON pointer of its schema inside the document (null when it has none). */
  content: Record<string, string | null>;
}

export interface OperationSpec {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The contract's path, e.g. `/payments/subscriptions/{id}/`. */
  path: string;
  /** The same path in Fastify's syntax, e.g. `/payments/subscriptions/:id/`. */
  routePath: string;
  /** JSON pointer of the operation object inside the document. */
  pointer: string;
  tag: string;
  extension: boolean;
  /** False for calls a visitor makes (`security: []`). */
  requiresAuth: boolean;
  /** Only superusers may call it (`x-sppock-superuser: true`): others get 403. */
  superuserOnly: boolean;
  parameters: ParameterSpec[];
  requestBody: { required: boolean; content: Record<string, string | null> } | null;
  responses: Record<string, ResponseSpec>;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** Follows `$ref`s inside the document (`#/components/...`). */
export function resolveRef<T = unknown>(doc: OpenApiDocument, value: unknown): T {
  let current = value;
  for (let depth = 0; depth < 20; depth++) {
    if (current && typeof current === 'object' && '$ref' in current) {
      const ref = (current as { $ref: string }).$ref;
      current = getPointer(doc, ref);
    } else {
      return current as T;
    }
  }
  throw new Error('Cadeia de $ref longa demais no contrato.');
}

export function getPointer(doc: OpenApiDocument, ref: string): unknown {
  if (!ref.startsWith('#/')) {
    throw new Error(`$ref externo não suportado no contrato empacotado: ${ref}`);
  }
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (!node || typeof node !== 'object') {
      throw new Error(`$ref não encontrado no contrato: ${ref}`);
    }
    node = (node as Record<string, unknown>)[key];
  }
  if (node === undefined) {
    throw new Error(`$ref não encontrado no contrato: ${ref}`);
  }
  return node;
}

export function loadContract(file = contractPath): OpenApiDocument {
  if (!fs.existsSync(file)) {
    throw new Error(
      `Contrato empacotado não encontrado em ${file}. Rode \`npm run contract:build\` na raiz do repositório.`,
    );
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as OpenApiDocument;
}

function contentPointers(
  content: Record<string, { schema?: unknown }> | undefined,
  base: string,
): Record<string, string | null> {
  const result: Record<string, string | null> = {};
  for (const [mediaType, media] of Object.entries(content ?? {})) {
    result[mediaType] = media?.schema ? `${base}/content/${escapePointer(mediaType)}/schema` : null;
  }
  return result;
}

/** The operations the binder serves (every one but those marked `x-sppock-outside-binding`). */
export function listOperations(doc: OpenApiDocument): OperationSpec[] {
  const operations: OperationSpec[] = [];
  const rootSecurity = doc.security ?? [];
  for (const [path, rawItem] of Object.entries(doc.paths)) {
    const item = resolveRef<Record<string, unknown>>(doc, rawItem);
    const itemParams = (item.parameters as unknown[] | undefined) ?? [];
    for (const method of METHODS) {
      const op = item[method] as Record<string, unknown> | undefined;
      // The API-key surfaces (issue 30: /v1, in OpenAI's shapes) are documented here but served by
      // their own routes (src/http/api-keys/), not bound to a handler of the contract's.
      if (!op || op['x-sppock-outside-binding'] === true) {
        continue;
      }
      const pointer = `#/paths/${escapePointer(path)}/${method}`;
      const params = new Map<string, ParameterSpec>();
      for (const raw of [...itemParams, ...((op.parameters as unknown[] | undefined) ?? [])]) {
        const p = resolveRef<{
          name: string;
          in: ParameterSpec['in'];
          required?: boolean;
          schema?: JsonSchema;
          example?: unknown;
        }>(doc, raw);
        params.set(`${p.in}:${p.name}`, {
          name: p.name,
          in: p.in,
          required: p.in === 'path' ? true : Boolean(p.required),
          schema: p.schema ?? {},
          example: p.example ?? p.schema?.example,
        });
      }
      let requestBody: OperationSpec['requestBody'] = null;
      if (op.requestBody) {
        const body = resolveRef<{ required?: boolean; content?: Record<string, { schema?: unknown }> }>(
          doc,
          op.requestBody,
        );
        const base =
          '$ref' in (op.requestBody as object)
            ? (op.requestBody as { $ref: string }).$ref
            : `${pointer}/requestBody`;
        requestBody = { required: Boolean(body.required), content: contentPointers(body.content, base) };
      }
      const responses: Record<string, ResponseSpec> = {};
      for (const [status, raw] of Object.entries(
        (op.responses as Record<string, unknown> | undefined) ?? {},
      )) {
        const response = resolveRef<{ content?: Record<string, { schema?: unknown }> }>(doc, raw);
        const base =
          raw && typeof raw === 'object' && '$ref' in raw
            ? (raw as { $ref: string }).$ref
            : `${pointer}/responses/${status}`;
        responses[status] = { content: contentPointers(response.content, base) };
      }
      const security = (op.security as Record<string, string[]>[] | undefined) ?? rootSecurity;
      operations.push({
        operationId: String(op.operationId),
        method: method.toUpperCase() as OperationSpec['method'],
        path,
        routePath: path.replace(/\{([^}]+)\}/g, ':$1'),
        pointer,
        tag: ((op.tags as string[] | undefined) ?? ['default'])[0] ?? 'default',
        extension: op['x-sppock-extension'] === true,
        requiresAuth: security.length > 0 && !security.some((s) => Object.keys(s).length === 0),
        superuserOnly: op['x-sppock-superuser'] === true,
        parameters: [...params.values()],
        requestBody,
        responses,
      });
    }
  }
  return operations;
}
