// Writes the contract's examples that the UI's stories and tests serve (today the agent
// catalogue) to packages/ui/src/testing/contractExamples.json, so the UI's fixtures are the
// contract's examples — which the reference server is pinned to — and never a hand copy.
// `npm run contract:build` runs it after the bundle; tests/contract/uiExamples.test.ts fails when
// the file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const bundlePath = path.join(repoRoot, 'openapi/dist/openapi.json');
export const examplesPath = path.join(repoRoot, 'packages/ui/src/testing/contractExamples.json');

/** The JSON example of a GET's 200 answer. */
function getExample(bundle, route) {
  const example = bundle.paths?.[route]?.get?.responses?.['200']?.content?.['application/json']?.example;
  if (example === undefined) {
    throw new Error(`Sem exemplo de 200 em GET ${route}`);
  }
  return example;
}

/** What the UI reads from the contract's examples. */
export function contractExamples(bundle) {
  return {
    $comment: 'Gerado por scripts/contract-examples.mjs a partir de openapi/dist/openapi.json; não edite.',
    agentCatalogue: getExample(bundle, '/api/agents/{agent}/metadata/').agents,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const bundle = JSON.parse(fs.readFileSync(bundlePath, 'utf8'));
  fs.writeFileSync(examplesPath, `${JSON.stringify(contractExamples(bundle), null, 2)}\n`);
  console.log(`Exemplos do contrato para a UI: ${path.relative(repoRoot, examplesPath)}`);
}
