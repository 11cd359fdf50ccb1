import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstExample,
  type HttpMethod,
  loadBundle,
  type Operation,
  operations,
  type Parameter,
  resolveRef,
} from './bundle';
import { type PrismMock, startPrism } from './prism';

const bundle = loadBundle();
let prism: PrismMock;

beforeAll(async () => {
  prism = await startPrism();
}, 90_000);

afterAll(async () => {
  await prism?.stop();
});

function parameterValue(parameter: Parameter): unknown {
  if ('example' in parameter) {
    return parameter.example;
  }
  const schema = parameter.schema ?? {};
  return schema.example ?? schema.enum?.[0] ?? schema.default;
}

interface ValidRequest {
  url: string;
  init: RequestInit;
  jsonBody: boolean;
}

/** A valid request for an operation, made of the contract's own examples. */
function validRequest(
  method: HttpMethod,
  path: string,
  pathItem: Record<string, unknown>,
  operation: Operation,
): ValidRequest {
  const parameters = [
    ...((pathItem.parameters as Parameter[] | undefined) ?? []),
    ...(operation.parameters ?? []),
  ].map((p) => resolveRef<Parameter>(bundle, p));
  let url = path;
  const query = new URLSearchParams();
  const requiredHeaders: Record<string, string> = {};
  for (const parameter of parameters) {
    const value = parameterValue(parameter);
    if (parameter.in === 'path') {
      if (value === undefined) {
        throw new Error(`${method} ${path}: path parameter ${parameter.name} has no example`);
      }
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    } else if (parameter.in === 'query' && parameter.required) {
      query.set(parameter.name, String(value));
    } else if (parameter.in === 'header' && parameter.required) {
      requiredHeaders[parameter.name] = String(value);
    }
  }
  const headers: Record<string, string> = {
    Authorization: 'Bearer contrato.teste.token',
    Accept: 'application/json, */*',
    ...requiredHeaders,
  };
  const init: RequestInit = { method: method.toUpperCase(), headers };
  const body = operation.requestBody ? resolveRef(bundle, operation.requestBody) : undefined;
  const json = body?.content?.['application/json'];
  let jsonBody = false;
  if (json) {
    const example = firstExample(bundle, json);
    if (!example.found) {
      throw new Error(`${method} ${path}: request body has no example`);
    }
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(example.value);
    jsonBody = true;
  }
  const search = query.toString();
  return { url: `${prism.url}${url}${search ? `?${search}` : ''}`, init, jsonBody };
}

const all = operations(bundle).filter((op) => !op.path.startsWith('/__dev') && op.path !== '/healthz');

describe('the Prism mock serves every operation', () => {
  it.each(all.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s answers 2xx to a valid request',
    async (_, op) => {
      const request = validRequest(op.method, op.path, op.pathItem, op.operation);
      const response = await fetch(request.url, request.init);
      const text = await response.text();
      expect(response.status, text.slice(0, 600)).toBeGreaterThanOrEqual(200);
      expect(response.status, text.slice(0, 600)).toBeLessThan(300);
    },
  );

  const withBody = all.filter((op) => {
    const body = op.operation.requestBody ? resolveRef(bundle, op.operation.requestBody) : undefined;
    return Boolean(body?.content?.['application/json']);
  });

  it.each(withBody.map((op) => [`${op.method.toUpperCase()} ${op.path}`, op] as const))(
    '%s answers 4xx to an invalid body',
    async (_, op) => {
      const request = validRequest(op.method, op.path, op.pathItem, op.operation);
      // An array where every body is an object: invalid for every operation.
      const response = await fetch(request.url, { ...request.init, body: JSON.stringify([42]) });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
    },
  );
});
