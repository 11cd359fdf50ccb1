// An independent check of responses against the bundled contract (its own Ajv, not the
// server's validator), used by the contract and bad-input tests.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { listOperations, loadContract, type OperationSpec } from '../src/contract/document.ts';

export const contract = loadContract();
export const operations = listOperations(contract);
export const operationsById = new Map(operations.map((op) => [op.operationId, op]));

const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(contract as object, 'contract.json');

export function operationFor(method: string, url: string): OperationSpec | undefined {
  const pathname = url.split('?')[0] ?? url;
  const matches = operations.filter((op) => {
    if (op.method !== method.toUpperCase()) {
      return false;
    }
    const pattern = new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    return pattern.test(pathname);
  });
  // A static path wins over a parameter, as in Fastify's router (`/agents/active/` is not `/agents/{id}/`).
  const parameters = (op: OperationSpec) => (op.path.match(/\{/g) ?? []).length;
  return matches.sort((a, b) => parameters(a) - parameters(b))[0];
}

/**
 * Problems of one response against the contract: an undocumented status, a missing or extra
 * body, or a body that does not match the schema. `fallbackStatus` names a documented status
 * whose schema an undocumented one must still follow (the 400's shape, or the shape of the
 * operation's other documented errors); `fallbackPointer` a schema for operations that
 * document no error besides 401.
 */
export function responseProblems(
  op: OperationSpec,
  status: number,
  body: unknown,
  options: { fallbackStatus?: number; fallbackPointer?: string } = {},
): string[] {
  let response = op.responses[String(status)];
  if (!response && options.fallbackStatus !== undefined) {
    const anyError = Object.keys(op.responses).find((s) => s.startsWith('4') && s !== '401');
    response =
      op.responses[String(options.fallbackStatus)] ?? (anyError ? op.responses[anyError] : undefined);
  }
  if (!response && options.fallbackPointer) {
    // No 4xx documented at all: the body must still be one of the contract's error shapes.
    response = { content: { 'application/json': options.fallbackPointer } };
  }
  if (!response) {
    return [`${op.operationId}: status ${status} não documentado`];
  }
  const pointer = response.content['application/json'];
  if (!pointer) {
    return body === undefined || body === '' ? [] : [`${op.operationId} ${status}: corpo não documentado`];
  }
  const validate =
    ajv.getSchema(`contract.json${pointer}`) ?? ajv.compile({ $ref: `contract.json${pointer}` });
  if (validate(body)) {
    return [];
  }
  return (validate.errors ?? []).map(
    (e) => `${op.operationId} ${status}: ${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`,
  );
}

/** The contract's request example for an operation (deep copy), if it has one. */
export function requestExample(op: OperationSpec): Record<string, unknown> | undefined {
  const item = contract.paths[op.path] as Record<string, { requestBody?: unknown }>;
  const operation = item[op.method.toLowerCase()];
  let body = operation?.requestBody as
    | { $ref?: string; content?: Record<string, { example?: unknown }> }
    | undefined;
  if (body?.$ref) {
    body = undefined;
  }
  const example = body?.content?.['application/json']?.example;
  return example && typeof example === 'object'
    ? structuredClone(example as Record<string, unknown>)
    : undefined;
}

/** A concrete URL for an operation: path parameters from their examples. */
export function exampleUrl(op: OperationSpec, overrides: Record<string, string> = {}): string {
  return op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
    if (overrides[name]) {
      return encodeURIComponent(overrides[name]);
    }
    const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
    const values = param?.schema.enum as unknown[] | undefined;
    return encodeURIComponent(String(param?.example ?? values?.[0] ?? 'x'));
  });
}
