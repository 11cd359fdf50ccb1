// The committed model from the committed data: what scripts/build-routing-model.ts writes and what
// the drift test compares with data/model.json.
import fs from 'node:fs';
import { parseDataset, readDataset, routingDataPath } from './dataset.ts';
import { ROUTED_AGENTS } from './labels.ts';
import { serialiseModel } from './model.ts';
import { type BuildReport, buildRoutingModel, DEFAULT_TRAINING, type TrainingOptions } from './training.ts';

export function buildCommittedModel(options: TrainingOptions = DEFAULT_TRAINING): {
  json: string;
  report: BuildReport;
} {
  const messages = readDataset(routingDataPath('train.tsv'));
  const handwritten = new Set(
    parseDataset(fs.readFileSync(routingDataPath('handwritten.tsv'), 'utf8'), 'handwritten.tsv').map(
      (message) => message.text,
    ),
  );
  const { model, report } = buildRoutingModel(
    messages,
    ROUTED_AGENTS,
    options,
    (message) => handwritten.has(message.text),
    readDataset(routingDataPath('calibration.tsv')),
  );
  return { json: serialiseModel(model), report };
}
