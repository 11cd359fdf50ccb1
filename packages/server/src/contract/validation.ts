// Request and response validation with the contract's own schemas (JSON Schema 2020-12).
// Validators are compiled on first use from JSON pointers into the bundled document.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonSchema, OpenApiDocument, OperationSpec, ParameterSpec } from './document.ts';

const DOC_ID = 'sppock-openapi.json';

/** One problem found in a request, tied to a top-level field when there is one. */
export interface Issue {
  /** Top-level body/query/path field, or null for the body as a whole. */
  field: string | null;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

function createAjv(coerceTypes: boolean): Ajv2020 {
  const ajv = new Ajv2020({
    strict: false,
    allErrors: true,
    coerceTypes,
    // The contract's examples and descriptions are annotations only.
    validateSchema: false,
  });
  addFormats(ajv);
  // OpenAPI's file formats: the value is a stream or a string, nothing to check here.
  ajv.addFormat('binary', true);
  ajv.addFormat('byte', true);
  return ajv;
}

const TYPE_LABELS: Record<string, string> = {
  string: 'texto',
  integer: 'número inteiro',
  number: 'número',
  boolean: 'verdadeiro ou falso',
  object: 'objeto',
  array: 'lista',
  null: 'nulo',
};

/** The default pt-BR message for one Ajv error. */
export function defaultMessage(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'Este campo é obrigatório.';
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => TYPE_LABELS[t] ?? t);
      return `Valor inválido: esperado ${types.join(' ou ')}.`;
    }
    case 'minLength':
      return p.limit === 1 ? 'Este campo não pode ficar em branco.' : `Use pelo menos ${p.limit} caracteres.`;
    case 'maxLength':
      return `Use no máximo ${p.limit} caracteres.`;
    case 'format':
      if (p.format === 'email') {
        return 'Informe um e-mail válido.';
      }
      if (p.format === 'date-time' || p.format === 'date') {
        return 'Informe uma data válida.';
      }
      if (p.format === 'uri') {
        return 'Informe um endereço válido.';
      }
      return 'Formato inválido.';
    case 'pattern':
      return 'Formato inválido.';
    case 'enum':
      return `Valor inválido. Use um destes: ${((p.allowedValues as unknown[]) ?? []).join(', ')}.`;
    case 'const':
      return `Valor inválido. Use ${String(p.allowedValue)}.`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `O valor mínimo é ${p.limit}.`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `O valor máximo é ${p.limit}.`;
    case 'additionalProperties':
      return `Campo não permitido: ${String(p.additionalProperty)}.`;
    case 'minProperties':
      return 'Informe pelo menos um campo.';
    case 'maxProperties':
      return 'Campos demais.';
    case 'minItems':
      return `Informe pelo menos ${p.limit} itens.`;
    case 'maxItems':
      return `Informe no máximo ${p.limit} itens.`;
    default:
      return 'Valor inválido.';
  }
}

function issueField(error: ErrorObject): string | null {
  const parts = error.instancePath.split('/').filter(Boolean);
  if (parts.length > 0) {
    return (parts[0] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');
  }
  const p = error.params as Record<string, unknown>;
  if (error.keyword === 'required') {
    return String(p.missingProperty);
  }
  return null;
}

// Ajv reports a failed `oneOf`/`anyOf`/`if` on top of the branch errors; the branch errors
// already say what is wrong.
const NOISE = new Set(['oneOf', 'anyOf', 'if', 'not', 'false schema']);

export function toIssues(errors: ErrorObject[] | null | undefined): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<string>();
  for (const error of errors ?? []) {
    if (NOISE.has(error.keyword)) {
      continue;
    }
    const field = issueField(error);
    const key = `${field}|${error.keyword}`;
    if (seen.has(key)) {
      continue;
    }
    seen.add(key);
    issues.push({
      field,
      keyword: error.keyword,
      message: defaultMessage(error),
      params: error.params as Record<string, unknown>,
    });
  }
  if (issues.length === 0 && (errors?.length ?? 0) > 0) {
    issues.push({ field: null, keyword: 'invalid', message: 'Dados inválidos.', params: {} });
  }
  return issues;
}

/** Points the `#/…` refs of a schema copied out of the document back into the document. */
function rebase(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(rebase);
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) {
      out[key] =
        key === '$ref' && typeof inner === 'string' && inner.startsWith('#')
          ? `${DOC_ID}${inner}`
          : rebase(inner);
    }
    return out;
  }
  return value;
}

const INT32_MAX = 2_147_483_647;
const INT32_MIN = -2_147_483_648;
/** Keys whose values are data, not schemas. */
const ANNOTATIONS = new Set(['example', 'examples', 'default', 'const', 'enum']);

/**
 * A copy of the document where every `integer` without its own bounds is a 32-bit integer, as
 * the database columns are: an id such as 99999999999 is refused as bad input instead of
 * failing in PostgreSQL. A schema that means 64 bits says `format: int64`.
 */
export function boundIntegers(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map(boundIntegers);
  }
  if (!value || typeof value !== 'object') {
    return value;
  }
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    out[key] = ANNOTATIONS.has(key) ? inner : boundIntegers(inner);
  }
  const type = out.type;
  const isInteger = type === 'integer' || (Array.isArray(type) && type.includes('integer'));
  if (isInteger && out.format !== 'int64') {
    if (out.maximum === undefined && out.exclusiveMaximum === undefined) {
      out.maximum = INT32_MAX;
    }
    if (out.minimum === undefined && out.exclusiveMinimum === undefined) {
      out.minimum = INT32_MIN;
    }
  }
  return out;
}

export class ContractValidator {
  /** Responses: the contract exactly as written. */
  private readonly strict: Ajv2020;
  /** Request bodies: integers bounded to 32 bits. */
  private readonly requests: Ajv2020;
  /** Path and query parameters: bounded, and coerced from strings. */
  private readonly coercing: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(doc: OpenApiDocument) {
    this.strict = createAjv(false);
    this.requests = createAjv(false);
    this.coercing = createAjv(true);
    this.strict.addSchema(doc as unknown as JsonSchema, DOC_ID);
    const bounded = boundIntegers(doc) as JsonSchema;
    this.requests.addSchema(bounded, DOC_ID);
    this.coercing.addSchema(bounded, DOC_ID);
  }

  /** A validator for the schema at `pointer` (e.g. `#/components/schemas/UserProfile`). */
  schema(pointer: string): ValidateFunction {
    return this.compiled(`s:${pointer}`, this.strict, pointer);
  }

  /** The same, for a request body: integers are 32-bit unless the contract says int64. */
  requestSchema(pointer: string): ValidateFunction {
    return this.compiled(`r:${pointer}`, this.requests, pointer);
  }

  private compiled(key: string, ajv: Ajv2020, pointer: string): ValidateFunction {
    let validate = this.cache.get(key);
    if (!validate) {
      validate = ajv.compile({ $ref: `${DOC_ID}${pointer}` });
      this.cache.set(key, validate);
    }
    return validate;
  }

  /**
   * A validator for an operation's path or query parameters, as one object. Values are
   * coerced from strings to the declared types (the validated object is changed in place).
   */
  parameters(op: OperationSpec, location: ParameterSpec['in']): ValidateFunction | null {
    const params = op.parameters.filter((p) => p.in === location);
    if (params.length === 0) {
      return null;
    }
    const key = `p:${op.operationId}:${location}`;
    let validate = this.cache.get(key);
    if (!validate) {
      const properties: Record<string, JsonSchema> = {};
      for (const p of params) {
        properties[p.name] = boundIntegers(rebase(p.schema)) as JsonSchema;
      }
      validate = this.coercing.compile({
        type: 'object',
        properties,
        required: params.filter((p) => p.required).map((p) => p.name),
      });
      this.cache.set(key, validate);
    }
    return validate;
  }
}
