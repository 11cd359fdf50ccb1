// The "validate" step: path, query and body checked against the operation's schemas, and a
// failure rendered as the 400 (or 404) that the operation documents.

import type { ValidateFunction } from 'ajv/dist/2020.js';
import type { FastifyRequest } from 'fastify';
import type { OpenApiDocument, OperationSpec } from './document.ts';
import { ApiError, errorBody, type FieldErrors, shapeFor } from './errors.ts';
import { BODY_MISSING_MESSAGE, NOT_JSON_MESSAGE, NUL_CHARACTER_MESSAGE } from './messages.ts';
import type { OperationDefinition } from './types.ts';
import type { ContractValidator, Issue } from './validation.ts';
import { toIssues } from './validation.ts';

export class RequestInvalid extends Error {
  readonly issues: Issue[];
  readonly rawBody: unknown;
  /** Only path parameters are wrong: the resource named by the URL cannot exist. */
  readonly onlyPath: boolean;
  constructor(issues: Issue[], rawBody: unknown, onlyPath: boolean) {
    super('Requisição inválida');
    this.issues = issues;
    this.rawBody = rawBody;
    this.onlyPath = onlyPath;
  }
}

export interface ValidatedRequest {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

function mediaType(request: FastifyRequest): string | null {
  const header = request.headers['content-type'];
  if (!header) {
    return null;
  }
  return header.split(';')[0]?.trim().toLowerCase() ?? null;
}

function isJsonMedia(media: string): boolean {
  return media === 'application/json' || media.endsWith('+json');
}

function describe(issue: Issue): string {
  if (issue.field === null) {
    return issue.message;
  }
  if (issue.keyword === 'required') {
    return `o campo ${issue.field} é obrigatório.`;
  }
  return `${issue.field}: ${issue.message}`;
}

export function summarize(issues: Issue[]): string {
  const parts = issues.slice(0, 3).map(describe);
  return `Dados inválidos: ${parts.join(' ')}`;
}

const MAX_DEPTH = 32;

/** True when a string anywhere inside `value` holds U+0000 (PostgreSQL text cannot store it). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') {
    return value.includes('\u0000');
  }
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') {
    return false;
  }
  if (Array.isArray(value)) {
    return value.some((item) => holdsNul(item, depth + 1));
  }
  // Plain objects only: multipart file parts and buffers are bytes, not text.
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) {
    return false;
  }
  return Object.values(value).some((inner) => holdsNul(inner, depth + 1));
}

function nulIssues(values: Record<string, unknown> | unknown): Issue[] {
  if (values === null || typeof values !== 'object' || Array.isArray(values)) {
    return holdsNul(values)
      ? [{ field: null, keyword: 'nul', message: NUL_CHARACTER_MESSAGE, params: {} }]
      : [];
  }
  return Object.entries(values)
    .filter(([, value]) => holdsNul(value))
    .map(([field]) => ({ field, keyword: 'nul', message: NUL_CHARACTER_MESSAGE, params: {} }));
}

/**
 * The validators of one operation, looked up once: the request path then runs only the
 * compiled checks.
 */
export class OperationRequestValidator {
  private readonly op: OperationSpec;
  private readonly validator: ContractValidator;
  private readonly declaredMedia: string[];
  private readonly jsonPointer: string | null;
  private compiledParameters: {
    path: ValidateFunction | null;
    query: ValidateFunction | null;
  } | null = null;

  constructor(op: OperationSpec, validator: ContractValidator) {
    this.op = op;
    this.validator = validator;
    this.declaredMedia = op.requestBody ? Object.keys(op.requestBody.content) : [];
    const jsonType = this.declaredMedia.find(isJsonMedia);
    this.jsonPointer = jsonType ? (op.requestBody?.content[jsonType] ?? null) : null;
  }

  /** Compiled on first use, so a server starts without compiling every operation. */
  private parameters() {
    this.compiledParameters ??= {
      path: this.validator.parameters(this.op, 'path'),
      query: this.validator.parameters(this.op, 'query'),
    };
    return this.compiledParameters;
  }

  validate(request: FastifyRequest): ValidatedRequest {
    const { op, validator } = this;
    const parameters = this.parameters();
    const issues: Issue[] = [];
    const params = { ...((request.params as Record<string, unknown> | undefined) ?? {}) };
    issues.push(...nulIssues(params));
    const validateParams = parameters.path;
    if (issues.length === 0 && validateParams && !validateParams(params)) {
      issues.push(...toIssues(validateParams.errors));
    }
    const pathIssues = issues.length;
    const query = { ...((request.query as Record<string, unknown> | undefined) ?? {}) };
    const queryNul = nulIssues(query);
    issues.push(...queryNul);
    const validateQuery = parameters.query;
    if (queryNul.length === 0 && validateQuery && !validateQuery(query)) {
      issues.push(...toIssues(validateQuery.errors));
    }
    let body: unknown = request.body;
    if (op.requestBody) {
      const media = mediaType(request);
      if (media === 'multipart/form-data' && this.declaredMedia.includes(media)) {
        // The handler reads the parts as a stream (`request.parts()`), so a file is never
        // buffered here; it checks the fields itself.
        body = undefined;
      } else if (body === undefined || body === null || media === null) {
        if (op.requestBody.required) {
          throw new ApiError(400, BODY_MISSING_MESSAGE);
        }
        body = undefined;
      } else if (isJsonMedia(media) && this.jsonPointer !== null) {
        const validate = validator.requestSchema(this.jsonPointer);
        if (!validate(body)) {
          issues.push(...toIssues(validate.errors));
        }
        issues.push(...nulIssues(body));
      } else if (!this.declaredMedia.includes(media)) {
        // The contract documents 400 (not 415) for a body in the wrong format.
        throw new ApiError(400, NOT_JSON_MESSAGE);
      } else {
        issues.push(...nulIssues(body));
      }
    }
    if (issues.length > 0) {
      throw new RequestInvalid(issues, body, pathIssues === issues.length);
    }
    return { params, query, body };
  }
}

/** The 400 body of a request that failed validation, in the operation's documented shape. */
export function renderInvalid(
  doc: OpenApiDocument,
  op: OperationSpec,
  definition: OperationDefinition<never>,
  error: RequestInvalid,
): Record<string, unknown> {
  const shape = shapeFor(doc, op, 400);
  const issues = error.issues.map((issue) => ({
    ...issue,
    message: definition.fieldMessage?.(issue) ?? issue.message,
  }));
  if (shape.kind !== 'fields') {
    return errorBody(shape, definition.invalidMessage?.(issues) ?? summarize(issues));
  }
  const fields: FieldErrors = {};
  const general: string[] = [];
  const add = (field: string, message: string) => {
    const list = fields[field] ?? [];
    if (!list.includes(message)) {
      list.push(message);
    }
    fields[field] = list;
  };
  for (const issue of issues) {
    if (issue.field !== null && shape.fields.has(issue.field)) {
      add(issue.field, issue.message);
    } else {
      general.push(describe(issue));
    }
  }
  const raw = error.rawBody;
  if (definition.checkBody && raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [field, messages] of Object.entries(definition.checkBody(raw as Record<string, unknown>))) {
      for (const message of messages) {
        add(field, message);
      }
    }
  }
  const body = errorBody(shape, summarize(issues), fields);
  if (general.length > 0) {
    body[shape.generalKey] = general.join(' ');
  }
  return body;
}
