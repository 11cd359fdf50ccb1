// Runs the client-side guess over the routing examples and prints its accuracy. The guess
// is the spec's keyword algorithm, not a tuned router; the floor only guards against regressions.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { guessAgent } from './agentGuess';

// The server's router is measured on the same examples; one copy, kept with the server.
const here = path.dirname(fileURLToPath(import.meta.url));
const devSet = path.resolve(here, '../../../server/src/modules/routing/data/dev.tsv');

const ACCURACY_FLOOR = 0.75;

describe('guessAgent over the routing dev set', () => {
  it('reaches the accuracy floor and prints its accuracy', () => {
    const rows = fs
      .readFileSync(devSet, 'utf8')
      .split('\n')
      .slice(1)
      .filter((line) => line.trim() !== '')
      .map((line) => {
        const [text = '', label = ''] = line.split('\t');
        return { text, label };
      });
    expect(rows.length).toBeGreaterThan(0);

    const perLabel = new Map<string, { right: number; total: number }>();
    let right = 0;
    for (const { text, label } of rows) {
      const ok = guessAgent(text).agent === label;
      right += ok ? 1 : 0;
      const entry = perLabel.get(label) ?? { right: 0, total: 0 };
      entry.right += ok ? 1 : 0;
      entry.total += 1;
      perLabel.set(label, entry);
    }
    const accuracy = right / rows.length;
    const breakdown = [...perLabel]
      .map(([label, { right: r, total }]) => `${label} ${r}/${total}`)
      .join(', ');
    console.log(
      `client-side agent guess: accuracy ${(accuracy * 100).toFixed(1)}% (${right}/${rows.length}) — ${breakdown}`,
    );
    expect(accuracy).toBeGreaterThanOrEqual(ACCURACY_FLOOR);
  });
});
