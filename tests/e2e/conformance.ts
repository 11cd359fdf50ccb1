// A validating proxy of the contract (issue 17 "Conformance"): the end-to-end journeys reach the
// server through it, and every API call they make is checked against the bundled contract — the
// operation exists, the request body and query follow its schemas, the status is documented and
// a JSON response follows the documented schema. Violations are kept, listed by operation, and
// fail the run at teardown. Bodies stream through untouched (server-sent events included); only
// a copy of at most 2 MB is kept for the check.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { HTTP_METHODS, type HttpMethod, loadBundle, type Operation } from '../contract/bundle';

export interface Violation {
  operation: string;
  request: string;
  problem: string;
}

interface Route {
  method: HttpMethod;
  template: string;
  pattern: RegExp;
  pointer: string;
  operation: Operation;
}

const KEEP_BYTES = 2 * 1024 * 1024;
/** What the contract covers: the API, the payments service, the health check. Static files and the dev outbox pass. */
const API = /^\/(api|payments)\/|^\/healthz$/;

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

export class ContractChecker {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  private readonly routes: Route[] = [];
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly bundle = loadBundle();

  constructor() {
    addFormats(this.ajv);
    this.ajv.addFormat('binary', true);
    this.ajv.addSchema(this.bundle as object, 'contract.json');
    for (const [template, item] of Object.entries(this.bundle.paths)) {
      for (const method of HTTP_METHODS) {
        const operation = (item as Record<string, Operation | undefined>)[method];
        if (!operation) {
          continue;
        }
        this.routes.push({
          method,
          template,
          // Literal segments win over parameters (`/sessions/active/` before `/sessions/{id}/`).
          pattern: new RegExp(
            `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
          ),
          pointer: `#/paths/${escapePointer(template)}/${method}`,
          operation,
        });
      }
    }
    const parameters = (route: Route) => route.template.split('{').length - 1;
    this.routes.sort((a, b) => parameters(a) - parameters(b));
  }

  route(method: string, pathname: string): Route | undefined {
    const lower = method.toLowerCase();
    return this.routes.find((r) => r.method === lower && r.pattern.test(pathname));
  }

  private validator(pointer: string): ValidateFunction {
    let validate = this.validators.get(pointer);
    if (!validate) {
      validate =
        this.ajv.getSchema(`contract.json${pointer}`) ??
        this.ajv.compile({ $ref: `contract.json${pointer}` });
      this.validators.set(pointer, validate);
    }
    return validate;
  }

  private errorsOf(pointer: string, value: unknown): string[] {
    const validate = this.validator(pointer);
    if (validate(value)) {
      return [];
    }
    return (validate.errors ?? [])
      .slice(0, 5)
      .map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
  }

  /** Problems of one exchange; `undefined` body means it was not JSON or too long to keep. */
  check(exchange: {
    method: string;
    url: string;
    requestType: string;
    requestBody: string | undefined;
    status: number;
    responseType: string;
    responseBody: string | undefined;
  }): { operation: string; problems: string[] } | null {
    const { pathname, searchParams } = new URL(exchange.url, 'http://proxy');
    if (!API.test(pathname) || exchange.method === 'OPTIONS' || exchange.method === 'HEAD') {
      return null;
    }
    const route = this.route(exchange.method, pathname);
    if (!route) {
      return { operation: `${exchange.method} ${pathname}`, problems: ['chamada fora do contrato'] };
    }
    const operation = route.operation.operationId ?? `${exchange.method} ${route.template}`;
    const problems: string[] = [];
    for (const [index, parameter] of (route.operation.parameters ?? []).entries()) {
      if (parameter.in !== 'query') {
        continue;
      }
      const value = searchParams.get(parameter.name);
      if (value === null) {
        if (parameter.required) {
          problems.push(`query ${parameter.name} obrigatório ausente`);
        }
        continue;
      }
      const schemaPointer = `${route.pointer}/parameters/${index}/schema`;
      const schema = parameter.schema as { type?: unknown } | undefined;
      const typed =
        schema?.type === 'integer' || schema?.type === 'number'
          ? Number(value)
          : schema?.type === 'boolean'
            ? value === 'true'
            : value;
      problems.push(...this.errorsOf(schemaPointer, typed).map((e) => `query ${parameter.name}: ${e}`));
    }
    const requestMedia = exchange.requestType.split(';')[0]?.trim() ?? '';
    if (
      exchange.requestBody !== undefined &&
      requestMedia === 'application/json' &&
      route.operation.requestBody
    ) {
      if (!route.operation.requestBody.content?.['application/json']) {
        problems.push('corpo JSON onde o contrato não documenta JSON');
      } else {
        try {
          const body = JSON.parse(exchange.requestBody);
          problems.push(
            ...this.errorsOf(`${route.pointer}/requestBody/content/application~1json/schema`, body).map(
              (e) => `pedido ${e}`,
            ),
          );
        } catch {
          problems.push('corpo do pedido não é JSON');
        }
      }
    }
    const response = route.operation.responses?.[String(exchange.status)];
    if (!response) {
      problems.push(`status ${exchange.status} não documentado`);
      return { operation, problems };
    }
    const responseMedia = exchange.responseType.split(';')[0]?.trim() ?? '';
    if (
      response.content &&
      exchange.status !== 204 &&
      !(responseMedia in response.content) &&
      responseMedia !== ''
    ) {
      problems.push(`resposta ${responseMedia} não documentada para ${exchange.status}`);
    }
    if (
      responseMedia === 'application/json' &&
      exchange.responseBody !== undefined &&
      response.content?.['application/json']
    ) {
      try {
        const body = JSON.parse(exchange.responseBody);
        problems.push(
          ...this.errorsOf(
            `${route.pointer}/responses/${exchange.status}/content/application~1json/schema`,
            body,
          ).map((e) => `resposta ${exchange.status} ${e}`),
        );
      } catch {
        problems.push('resposta não é JSON');
      }
    }
    return { operation, problems };
  }
}

function collect(
  stream: NodeJS.ReadableStream,
  onChunk: (chunk: Buffer) => void,
): Promise<Buffer | undefined> {
  const kept: Buffer[] = [];
  let size = 0;
  let overflow = false;
  return new Promise((resolve) => {
    stream.on('data', (chunk: Buffer) => {
      onChunk(chunk);
      if (!overflow) {
        size += chunk.length;
        if (size > KEEP_BYTES) {
          overflow = true;
          kept.length = 0;
        } else {
          kept.push(chunk);
        }
      }
    });
    stream.on('end', () => resolve(overflow ? undefined : Buffer.concat(kept)));
    stream.on('error', () => resolve(undefined));
  });
}

export interface ConformanceProxy {
  url: string;
  violations(): Violation[];
  /** Operations seen at least once. */
  seen(): string[];
  close(): Promise<void>;
}

/** Starts the proxy on a free loopback port in front of `upstream` (`http://127.0.0.1:PORT`). */
export async function startConformanceProxy(upstream: string): Promise<ConformanceProxy> {
  const checker = new ContractChecker();
  const target = new URL(upstream);
  const violations: Violation[] = [];
  const seen = new Set<string>();
  const server = http.createServer((incoming, outgoing) => {
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        const responseBody = collect(answer, (chunk) => outgoing.write(chunk));
        answer.on('end', () => outgoing.end());
        void Promise.all([requestBody, responseBody]).then(([sent, received]) => {
          const encoded = answer.headers['content-encoding'];
          const result = checker.check({
            method: incoming.method ?? 'GET',
            url: incoming.url ?? '/',
            requestType: String(incoming.headers['content-type'] ?? ''),
            requestBody: sent?.toString('utf8'),
            status: answer.statusCode ?? 0,
            responseType: String(answer.headers['content-type'] ?? ''),
            // A compressed body is not read here: the server compresses only static files.
            responseBody: encoded ? undefined : received?.toString('utf8'),
          });
          if (result) {
            seen.add(result.operation);
            for (const problem of result.problems) {
              violations.push({
                operation: result.operation,
                request: `${incoming.method} ${incoming.url}`,
                problem,
              });
            }
          }
        });
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) {
        outgoing.writeHead(502);
      }
      outgoing.end();
    });
    // The browser closing a stream (Stop) closes the upstream request too.
    outgoing.on('close', () => forward.destroy());
    const requestBody = collect(incoming, (chunk) => forward.write(chunk));
    incoming.on('end', () => forward.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    violations: () => [...violations],
    seen: () => [...seen].sort(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The violations grouped by operation, for the report. */
export function formatViolations(violations: Violation[]): string {
  const byOperation = new Map<string, Violation[]>();
  for (const violation of violations) {
    byOperation.set(violation.operation, [...(byOperation.get(violation.operation) ?? []), violation]);
  }
  return [...byOperation]
    .map(
      ([operation, list]) =>
        `${operation} (${list.length}):\n${list
          .slice(0, 10)
          .map((v) => `  ${v.request}: ${v.problem}`)
          .join('\n')}`,
    )
    .join('\n');
}
