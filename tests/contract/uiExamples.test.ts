// The UI's stories and tests serve the contract's examples from a generated file
// (scripts/contract-examples.mjs): it must be what the bundle holds now.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contractExamples, examplesPath } from '../../scripts/contract-examples.mjs';
import { loadBundle } from './bundle';

describe('os exemplos do contrato que a UI usa', () => {
  it('packages/ui/src/testing/contractExamples.json está em dia com o bundle (npm run contract:build)', () => {
    const written = JSON.parse(fs.readFileSync(examplesPath, 'utf8'));
    expect(written).toEqual(contractExamples(loadBundle()));
    expect(written.agentCatalogue).toHaveLength(12);
  });
});
