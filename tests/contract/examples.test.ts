import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { type Bundle, loadBundle, type MediaType, operations, type Parameter, resolveRef } from './bundle';

const bundle = loadBundle();

// The whole bundle is registered once, so `#/components/...` references resolve inside it.
// OpenAPI keywords that are not JSON Schema (`example`, `discriminator`, …) are ignored.
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addFormat('binary', true);
ajv.addSchema(bundle as object, 'contract');

function validatorAt(pointer: string) {
  const validate = ajv.getSchema(`contract#${pointer}`);
  if (!validate) {
    throw new Error(`no schema at ${pointer}`);
  }
  return validate;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

interface Case {
  where: string;
  pointer: string;
  value: unknown;
}

function mediaCases(base: string, content: Record<string, MediaType> | undefined): Case[] {
  const cases: Case[] = [];
  for (const [type, media] of Object.entries(content ?? {})) {
    if (!media.schema) {
      continue;
    }
    const pointer = `${base}/content/${escapePointer(type)}/schema`;
    if ('example' in media) {
      cases.push({ where: `${type} example`, pointer, value: media.example });
    }
    for (const [name, raw] of Object.entries(media.examples ?? {})) {
      const example = resolveRef(bundle, raw);
      cases.push({ where: `${type} examples.${name}`, pointer, value: example.value });
    }
  }
  return cases;
}

function casesOf(b: Bundle): Array<[string, Case]> {
  const all: Array<[string, Case]> = [];
  for (const { method, path, pathItem, operation } of operations(b)) {
    const opPointer = `/paths/${escapePointer(path)}/${method}`;
    const label = `${method.toUpperCase()} ${path}`;
    if (operation.requestBody && !operation.requestBody.$ref) {
      for (const c of mediaCases(`${opPointer}/requestBody`, operation.requestBody.content)) {
        all.push([`${label} request ${c.where}`, c]);
      }
    }
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      if (response.$ref) {
        continue; // shared responses are checked once below
      }
      for (const c of mediaCases(`${opPointer}/responses/${status}`, response.content)) {
        all.push([`${label} ${status} ${c.where}`, c]);
      }
    }
    const parameters = [
      ...((pathItem.parameters as Parameter[] | undefined) ?? []).map((p, i) => ({
        p,
        at: `/paths/${escapePointer(path)}/parameters/${i}`,
      })),
      ...(operation.parameters ?? []).map((p, i) => ({ p, at: `${opPointer}/parameters/${i}` })),
    ];
    for (const { p, at } of parameters) {
      if (!p.$ref && 'example' in p && p.schema) {
        all.push([
          `${label} parameter ${p.name}`,
          { where: 'parameter', pointer: `${at}/schema`, value: p.example },
        ]);
      }
    }
  }
  for (const [name, response] of Object.entries(b.components?.responses ?? {})) {
    const content = (response as { content?: Record<string, MediaType> }).content;
    for (const c of mediaCases(`/components/responses/${escapePointer(name)}`, content)) {
      all.push([`components/responses/${name} ${c.where}`, c]);
    }
  }
  for (const [name, schema] of Object.entries(b.components?.schemas ?? {})) {
    if (schema && typeof schema === 'object' && 'example' in schema) {
      all.push([
        `components/schemas/${name} example`,
        {
          where: 'schema',
          pointer: `/components/schemas/${escapePointer(name)}`,
          value: (schema as { example: unknown }).example,
        },
      ]);
    }
  }
  return all;
}

const cases = casesOf(bundle);

describe('every example validates against its own schema (Ajv, 2020-12)', () => {
  it('finds examples to check', () => {
    expect(cases.length).toBeGreaterThan(150);
  });

  it.each(cases)('%s', (_, c) => {
    const validate = validatorAt(c.pointer);
    const valid = validate(c.value);
    expect(validate.errors ?? [], JSON.stringify(c.value).slice(0, 400)).toEqual([]);
    expect(valid).toBe(true);
  });
});
