// `npm run -s eval:faq` as a user runs it: a child process that prints each set's accuracy with
// its misses and, as its last line, the figure on both sets — the same figures the unit test
// computes in-process.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { packageRoot } from '../../package-root.ts';
import {
  DEFAULT_KNOWLEDGE_SETTINGS,
  evaluateFaq,
  FAQ_EVAL_SETS,
  readEvalSet,
  seededPlans,
} from './evaluation.ts';
import { createFaqIndex } from './search.ts';

const run = promisify(execFile);

describe('eval-faq', () => {
  it('imprime a acurácia do ajuste, a do conjunto separado e, por último, a total', {
    timeout: 60_000,
  }, async () => {
    const { stdout } = await run(
      process.execPath,
      ['--conditions=@sppock/source', '--import', 'tsx', 'scripts/eval-faq.ts'],
      { cwd: packageRoot },
    );
    const index = await createFaqIndex(seededPlans(), DEFAULT_KNOWLEDGE_SETTINGS);
    const tuning = evaluateFaq(index, readEvalSet(FAQ_EVAL_SETS.tuning));
    const heldOut = evaluateFaq(index, readEvalSet(FAQ_EVAL_SETS.heldOut));
    const pct = (right: number, total: number) => `${((right / total) * 100).toFixed(1).replace('.', ',')} %`;
    expect(stdout).toContain(
      `ajuste (faq-eval.json): ${pct(tuning.right, tuning.total)} (${tuning.right}/${tuning.total})`,
    );
    expect(stdout).toContain(
      `(faq-eval-held-out.json): ${pct(heldOut.right, heldOut.total)} (${heldOut.right}/${heldOut.total})`,
    );
    for (const miss of [...tuning.misses, ...heldOut.misses]) {
      expect(stdout).toContain(`✗ ${miss.question}`);
    }
    const right = tuning.right + heldOut.right;
    const total = tuning.total + heldOut.total;
    expect(stdout.trimEnd().split('\n').at(-1)).toBe(
      `acurácia total: ${pct(right, total)} (${right}/${total})`,
    );
  });
});
