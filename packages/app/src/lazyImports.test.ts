import { describe, expect, it } from 'vitest';

// The app's sources as text (the tests and the stylesheets, which vanilla-extract compiles, aside).
const sources = Object.entries(
  import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/*.css.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);

const specifiers = (pattern: RegExp) =>
  new Set(sources.flatMap(([, text]) => [...text.matchAll(pattern)].map((match) => match[1] ?? '')));

describe('lazy screens', () => {
  it('never import dynamically a @sppock/ui entry point that the app also imports statically', () => {
    // A dynamic import of a module the first page already imports hands back the whole module:
    // every screen it exports would load with the first page. Such screens go through a module of
    // their own (src/lazy/).
    const dynamic = specifiers(/import\(\s*'(@sppock\/ui[^']*)'\s*\)/g);
    const staticImports = specifiers(/^import\s[^;]*?from\s+'(@sppock\/ui[^']*)';/gm);
    expect(dynamic.size).toBeGreaterThan(0);
    expect(staticImports.size).toBeGreaterThan(0);
    // The one exception, on purpose: the chatbot's launcher is pre-rendered on the landing, and its
    // button must answer a click as soon as React adopts the page, so its code comes with the first
    // page. As a chunk of its own it was either a dead button until the chunk arrived (a lost
    // click) or, drawn only after the page, more blocking time (median TBT 243 → 407 ms, A/B on
    // 27/11).
    const allowed = new Set(['@sppock/ui/chatbot']);
    expect(
      [...dynamic].filter((specifier) => staticImports.has(specifier) && !allowed.has(specifier)),
    ).toEqual([]);
  });
});
