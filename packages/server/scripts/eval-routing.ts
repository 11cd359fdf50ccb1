// `npm run -s eval:routing -- FILE.tsv [--erros]`: measures the Commander's router on a labelled
// TSV (`text<TAB>label`). Prints per-agent precision and recall, p50/p95 latency, a calibration
// table, the same figures for the SDK's keyword guess measured in the same run (the baseline) and,
// as its last line, `accuracy: 0.xxx (n/N)`. `--erros` also lists the misrouted lines.
import fs from 'node:fs';
import path from 'node:path';
import { guessAgent } from '@sppock/sdk';
import { DatasetError, readDataset } from '../src/modules/routing/dataset.ts';
import { evaluateRouting, formatEvaluation } from '../src/modules/routing/evaluation.ts';
import { routeMessage } from '../src/modules/routing/index.ts';

const args = process.argv.slice(2);
const showMistakes = args.includes('--erros');
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) {
  console.error('Uso: npm run -s eval:routing -- ARQUIVO.tsv [--erros]');
  process.exit(2);
}
// npm runs scripts from the package root; a relative path means relative to where it was typed.
const resolved = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
if (!fs.existsSync(resolved)) {
  console.error(`Arquivo não encontrado: ${resolved}`);
  process.exit(2);
}

try {
  const messages = readDataset(resolved);
  // One pass first so the figures measure the warm router, as a running server has it.
  for (const { text } of messages) {
    routeMessage(text);
    guessAgent(text);
  }
  const evaluation = evaluateRouting(messages, routeMessage);
  const baseline = evaluateRouting(messages, (text) => {
    const guess = guessAgent(text);
    return { agent: guess.agent, confidence: guess.confidence / 100, scores: [], intent: '' };
  });
  const ratio = (ours: number, theirs: number) => (theirs > 0 ? (ours / theirs).toFixed(2) : '—');
  console.log(
    [
      `referência no mesmo conjunto — palpite por palavras-chave do SDK (guessAgent): acurácia ${baseline.accuracy.toFixed(3)},`,
      `  p50 ${baseline.latency.p50.toFixed(3)} ms, p95 ${baseline.latency.p95.toFixed(3)} ms;`,
      `  razão de latência modelo/referência: p50 ${ratio(evaluation.latency.p50, baseline.latency.p50)}×, p95 ${ratio(evaluation.latency.p95, baseline.latency.p95)}×`,
      '',
    ].join('\n'),
  );
  console.log(formatEvaluation(evaluation, { mistakes: showMistakes }));
} catch (error) {
  if (error instanceof DatasetError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
