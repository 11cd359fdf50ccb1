// Requests a client could send wrongly, for one operation of the contract: bodies derived from
// its schema with a field missing, added or of the wrong kind, boundary and huge values, unicode
// and control characters, broken JSON, wrong content types, oversized bodies, other users' ids in
// the path, and tokens that are missing, expired, forged or unsigned.
import fc from 'fast-check';
import type { OpenApiDocument, OperationSpec } from '../../src/contract/document.ts';
import { arbitraryFor, NASTY_STRINGS, nastyValue } from './schema-arbitrary.ts';

/** Which credential a request carries. Only `valid` may reach a handler of an authenticated call. */
export type TokenKind = 'valid' | 'none' | 'expired' | 'forged' | 'unsigned' | 'refresh' | 'garbage';

export interface FuzzTokens {
  valid: string;
  expired: string;
  forged: string;
  unsigned: string;
  refresh: string;
}

export interface FuzzContext {
  doc: OpenApiDocument;
  tokens: FuzzTokens;
  /** Ids of the other user's rows (numbers and strings): path parameters pointing at them. */
  othersIds: readonly string[];
  /** Ids of the caller's own rows. */
  ownIds: readonly string[];
}

export interface FuzzRequest {
  method: string;
  url: string;
  token: TokenKind;
  headers: Record<string, string>;
  payload?: string;
  /** What was done wrong, for the report. */
  label: string;
}

const JSON_TYPE = 'application/json';

function bodyPointer(op: OperationSpec): string | null {
  if (!op.requestBody) {
    return null;
  }
  return op.requestBody.content[JSON_TYPE] ?? Object.values(op.requestBody.content).find(Boolean) ?? null;
}

type Body = { label: string; payload?: string; contentType?: string };

function bodies(op: OperationSpec, ctx: FuzzContext): fc.Arbitrary<Body> {
  const pointer = bodyPointer(op);
  if (!pointer) {
    // Operations without a body still get one sometimes: it must be ignored or refused.
    return fc.oneof(
      { weight: 5, arbitrary: fc.constant<Body>({ label: 'sem corpo' }) },
      {
        weight: 1,
        arbitrary: fc
          .jsonValue({ maxDepth: 2 })
          .map((v) => ({ label: 'corpo inesperado', payload: JSON.stringify(v) })),
      },
    );
  }
  const schemaValue = arbitraryFor(ctx.doc, { $ref: pointer });
  const asObject = schemaValue.filter(
    (v): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v),
  );
  const json = (label: string) => (value: unknown) => ({ label, payload: JSON.stringify(value) });
  return fc.oneof(
    { weight: 6, arbitrary: schemaValue.map(json('corpo do esquema')) },
    {
      weight: 3,
      arbitrary: fc.tuple(asObject, fc.nat(), nastyValue()).map(([value, index, nasty]) => {
        const keys = Object.keys(value);
        const key = keys.length > 0 ? keys[index % keys.length] : 'campo';
        return json(`${key} com valor errado`)({ ...value, [key as string]: nasty });
      }),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(asObject, fc.nat()).map(([value, index]) => {
        const keys = Object.keys(value);
        const key = keys[index % Math.max(1, keys.length)];
        const { [key ?? '']: _dropped, ...rest } = value;
        return json(`sem ${key}`)(rest);
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          asObject,
          fc.constantFrom('is_superuser', '__proto__', 'user_id', 'id', 'plan_type', 'extra'),
          nastyValue(),
        )
        .map(([value, key, nasty]) => json(`campo a mais ${key}`)({ ...value, [key]: nasty })),
    },
    { weight: 1, arbitrary: nastyValue().map(json('corpo de outro tipo')) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { label: 'JSON quebrado', payload: '{"a": ' },
        { label: 'JSON vazio', payload: '' },
        { label: 'aninhamento profundo', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
        { label: 'chave duplicada', payload: '{"a":1,"a":2}' },
        { label: 'BOM', payload: '\uFEFF{}' },
      ),
    },
    {
      weight: 1,
      arbitrary: schemaValue.map((value) => ({
        label: 'content-type errado',
        payload: JSON.stringify(value),
        contentType: 'text/plain',
      })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Body>(
        { label: 'formulário', payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
        {
          label: 'multipart quebrado',
          payload: '--x\r\nlixo',
          contentType: 'multipart/form-data; boundary=x',
        },
        { label: 'XML', payload: '<a/>', contentType: 'application/xml' },
      ),
    },
    {
      weight: 1,
      arbitrary: fc.constant<Body>({
        label: 'corpo de 2 MB',
        payload: JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }),
      }),
    },
  );
}

function pathValue(op: OperationSpec, name: string, ctx: FuzzContext): fc.Arbitrary<string> {
  const param = op.parameters.find((p) => p.in === 'path' && p.name === name);
  const fromSchema = param ? arbitraryFor(ctx.doc, param.schema).map(String) : fc.string();
  const pools: fc.Arbitrary<string>[] = [
    fromSchema,
    fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 300)),
  ];
  if (ctx.othersIds.length > 0) {
    pools.push(fc.constantFrom(...ctx.othersIds), fc.constantFrom(...ctx.othersIds));
  }
  if (ctx.ownIds.length > 0) {
    pools.push(fc.constantFrom(...ctx.ownIds));
  }
  if (param?.example !== undefined) {
    pools.push(fc.constant(String(param.example)));
  }
  // '.' and '..' are dot-segments: every HTTP client removes them from a path before sending it.
  return fc.oneof(...pools).filter((value) => value !== '.' && value !== '..');
}

function queryValue(op: OperationSpec, ctx: FuzzContext): fc.Arbitrary<string> {
  const pairs = op.parameters
    .filter((p) => p.in === 'query')
    .map((p) =>
      fc.option(
        fc
          .oneof(
            { weight: 3, arbitrary: arbitraryFor(ctx.doc, p.schema).map((v) => String(v)) },
            { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length < 300)) },
          )
          .map((v) => `${encodeURIComponent(p.name)}=${encodeURIComponent(v)}`),
        { nil: undefined },
      ),
    );
  if (pairs.length === 0) {
    return fc.constant('');
  }
  return fc.tuple(...pairs).map((parts) => {
    const query = parts.filter(Boolean).join('&');
    return query ? `?${query}` : '';
  });
}

/** One operation's bad requests. */
export function requestsFor(op: OperationSpec, ctx: FuzzContext): fc.Arbitrary<FuzzRequest> {
  const names = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] as string);
  const path = fc.tuple(...names.map((name) => pathValue(op, name, ctx))).map((values) => {
    let index = 0;
    return op.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(values[index++] ?? 'x'));
  });
  const token = fc.oneof(
    { weight: 12, arbitrary: fc.constant<TokenKind>('valid') },
    {
      weight: 1,
      arbitrary: fc.constantFrom<TokenKind>('none', 'expired', 'forged', 'unsigned', 'refresh', 'garbage'),
    },
  );
  // Headers the contract requires (Stripe's signature) come from their examples, sometimes wrong.
  const headerParams = op.parameters.filter((p) => p.in === 'header');
  const headers = fc
    .tuple(
      ...headerParams.map((p) =>
        fc.option(
          fc.oneof(fc.constant(String(p.example ?? '')), fc.constantFrom(...NASTY_STRINGS.slice(0, 8))),
          {
            nil: undefined,
          },
        ),
      ),
    )
    .map((values) => {
      const out: Record<string, string> = {};
      headerParams.forEach((p, i) => {
        const value = values[i];
        // Header values cannot carry control characters: a client library would refuse them too.
        if (value !== undefined && ![...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) {
          out[p.name.toLowerCase()] = value;
        }
      });
      return out;
    });
  return fc
    .tuple(path, queryValue(op, ctx), bodies(op, ctx), token, headers)
    .map(([p, q, body, kind, extra]) => ({
      method: op.method,
      url: `${p}${q}`,
      token: kind,
      headers: {
        ...extra,
        ...(body.payload !== undefined ? { 'content-type': body.contentType ?? JSON_TYPE } : {}),
      },
      ...(body.payload !== undefined ? { payload: body.payload } : {}),
      label: `${body.label}; token ${kind}`,
    }));
}

/** The `authorization` value for a token kind, or none. */
export function authorization(kind: TokenKind, tokens: FuzzTokens): string | undefined {
  switch (kind) {
    case 'valid':
      return `Bearer ${tokens.valid}`;
    case 'none':
      return undefined;
    case 'expired':
      return `Bearer ${tokens.expired}`;
    case 'forged':
      return `Bearer ${tokens.forged}`;
    case 'unsigned':
      return `Bearer ${tokens.unsigned}`;
    case 'refresh':
      return `Bearer ${tokens.refresh}`;
    case 'garbage':
      return 'Bearer lixo.lixo.lixo';
    default:
      return kind satisfies never;
  }
}
