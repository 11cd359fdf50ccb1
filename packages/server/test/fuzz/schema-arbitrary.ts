// Values for a JSON Schema of the bundled contract, as fast-check arbitraries: mostly what the
// schema allows (so requests get past validation and reach the handlers), with the boundary
// values a careless client sends. Nasty values — wrong types, control characters, huge numbers —
// come from `nastyValue`, which the request generator mixes in.
import fc from 'fast-check';
import { type OpenApiDocument, resolveRef } from '../../src/contract/document.ts';

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema objects of the contract, read key by key
type Schema = Record<string, any>;

/** The values a client gets wrong most: each kind of mistake, once. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'antes\u0000depois',
  '\u0007\u001b[31m',
  '\u202eevil',
  '😀🇧🇷',
  'ç'.repeat(300),
  'a'.repeat(20_000),
  '\'; DROP TABLE users; -- " OR 1=1',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j lookup, sent as text on purpose
  '${jndi:ldap://x}',
  'null',
  '-1',
  'NaN',
  '1e309',
] as const;

export const NASTY_NUMBERS = [
  0,
  -1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  1e308,
  -1e308,
  0.5,
  Number.MIN_VALUE,
] as const;

/** Any JSON value a client could send by mistake in place of another. */
export function nastyValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(...NASTY_STRINGS),
    fc.constantFrom(...NASTY_NUMBERS),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 4 }),
  );
}

function types(schema: Schema): string[] {
  if (Array.isArray(schema.type)) {
    return schema.type as string[];
  }
  if (typeof schema.type === 'string') {
    return [schema.type];
  }
  if (schema.properties) {
    return ['object'];
  }
  return ['string'];
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 200);
  switch (schema.format) {
    case 'email':
      return fc.emailAddress();
    case 'date-time':
      return fc
        .date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({
          min: new Date('2020-01-01T00:00:00Z'),
          max: new Date('2030-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10));
    case 'uuid':
      return fc.uuid();
    case 'uri':
      return fc.webUrl();
    default:
      break;
  }
  if (schema.example !== undefined && typeof schema.example === 'string') {
    return fc.oneof(
      fc.constant(schema.example),
      fc.string({ minLength: min, maxLength: Math.max(min, max) }),
    );
  }
  return fc.string({ minLength: min, maxLength: Math.max(min, max) });
}

function numberFor(schema: Schema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 100_000);
  const lo = Math.max(min, -(2 ** 31));
  const hi = Math.min(Math.max(max, lo), 2 ** 31 - 1);
  const inRange = integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true });
  // The boundaries and one step past them.
  return fc.oneof(
    { weight: 4, arbitrary: inRange },
    { weight: 1, arbitrary: fc.constantFrom(lo, hi, lo - 1, hi + 1) },
  );
}

/** An arbitrary of values for `schema` (resolved against `doc`), up to a small depth. */
export function arbitraryFor(doc: OpenApiDocument, input: unknown, depth = 0): fc.Arbitrary<unknown> {
  const schema = resolveRef<Schema>(doc, input) ?? {};
  if (depth > 4) {
    return fc.constant(schema.example ?? null);
  }
  if ('const' in schema) {
    return fc.constant(schema.const);
  }
  if (Array.isArray(schema.enum) && schema.enum.length > 0) {
    return fc.constantFrom(...(schema.enum as unknown[]));
  }
  const alternatives = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (alternatives?.length) {
    return fc.oneof(...alternatives.map((alt) => arbitraryFor(doc, alt, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of schema.allOf as unknown[]) {
      const resolved = resolveRef<Schema>(doc, part) ?? {};
      Object.assign(merged.properties, resolved.properties ?? {});
      merged.required.push(...(resolved.required ?? []));
    }
    return arbitraryFor(doc, merged, depth + 1);
  }
  const options = types(schema).map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'null':
        return fc.constant(null);
      case 'boolean':
        return fc.boolean();
      case 'integer':
        return numberFor(schema, true);
      case 'number':
        return numberFor(schema, false);
      case 'array':
        return fc.array(arbitraryFor(doc, schema.items ?? {}, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 6),
        });
      case 'object': {
        const properties = (schema.properties ?? {}) as Record<string, unknown>;
        const required = new Set<string>(schema.required ?? []);
        const record: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [name, sub] of Object.entries(properties)) {
          record[name] = arbitraryFor(doc, sub, depth + 1);
        }
        return fc.record(record, { requiredKeys: [...required].filter((name) => name in record) });
      }
      default:
        return stringFor(schema);
    }
  });
  return options.length === 1 ? (options[0] as fc.Arbitrary<unknown>) : fc.oneof(...options);
}
