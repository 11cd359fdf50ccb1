// Reads the bundled contract and the spec's list of documented calls (openapi/endpoints.tsv).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const bundlePath = path.join(repoRoot, 'openapi/dist/openapi.json');
export const endpointsPath = path.join(repoRoot, 'openapi/endpoints.tsv');

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

// Only the parts of OpenAPI the tests read; everything else stays `unknown`.
export interface MediaType {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, { value?: unknown; $ref?: string }>;
}
export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: { enum?: unknown[]; example?: unknown; default?: unknown; type?: unknown };
  example?: unknown;
  $ref?: string;
}
export interface Operation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType>; $ref?: string };
  responses?: Record<string, { content?: Record<string, MediaType>; $ref?: string }>;
  'x-sppock-extension'?: boolean;
}
export interface Bundle {
  paths: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown>>;
}

export function loadBundle(): Bundle {
  return JSON.parse(fs.readFileSync(bundlePath, 'utf8')) as Bundle;
}

export interface DocumentedCall {
  method: HttpMethod;
  path: string;
  note: string;
}

export function loadDocumentedCalls(): DocumentedCall[] {
  const lines = fs.readFileSync(endpointsPath, 'utf8').trim().split('\n').slice(1);
  return lines.map((line) => {
    const [method = '', callPath = '', , note = ''] = line.split('\t');
    return { method: method.toLowerCase() as HttpMethod, path: callPath, note };
  });
}

export interface BoundOperation {
  method: HttpMethod;
  path: string;
  pathItem: Record<string, unknown>;
  operation: Operation;
}

export function operations(bundle: Bundle): BoundOperation[] {
  const found: BoundOperation[] = [];
  for (const [opPath, pathItem] of Object.entries(bundle.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method] as Operation | undefined;
      if (operation) {
        found.push({ method, path: opPath, pathItem, operation });
      }
    }
  }
  return found;
}

/** Follows a local `#/components/...` reference inside the bundle. */
export function resolveRef<T>(bundle: Bundle, value: T | { $ref: string }): T {
  let current: unknown = value;
  for (let depth = 0; depth < 10; depth++) {
    if (current && typeof current === 'object' && '$ref' in current && typeof current.$ref === 'string') {
      const pointer = current.$ref.replace(/^#\//, '').split('/');
      current = pointer.reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        bundle,
      );
    } else {
      break;
    }
  }
  return current as T;
}

/** The example of a media type: `example`, else the first of `examples`. */
export function firstExample(bundle: Bundle, media: MediaType): { found: boolean; value?: unknown } {
  if ('example' in media) {
    return { found: true, value: media.example };
  }
  const first = Object.values(media.examples ?? {})[0];
  if (first) {
    const example = resolveRef(bundle, first);
    return { found: 'value' in example, value: example.value };
  }
  return { found: false };
}
