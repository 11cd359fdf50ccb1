// Labelled routing examples as TSV (`text<TAB>label`, an optional `text	label` header), as in
// data/train.tsv, data/holdout.tsv and data/dev.tsv.
import fs from 'node:fs';
import { packagePath } from '../../package-root.ts';
import { isRoutedAgent } from './labels.ts';
import type { LabelledMessage } from './training.ts';

/** A file of data/: the training, evaluation and model files. */
export const routingDataPath = (file: string) => packagePath('src/modules/routing/data', file);

export class DatasetError extends Error {}

/** Parses TSV text; a line with a wrong column count or an unknown label is an error with its line number. */
export function parseDataset(text: string, source = 'TSV'): LabelledMessage[] {
  const rows: LabelledMessage[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '' || (i === 0 && /^text\tlabel$/i.test(line.trim()))) {
      return;
    }
    const columns = line.split('\t');
    const [text = '', label = ''] = columns.map((column) => column.trim());
    if (columns.length !== 2 || text === '') {
      throw new DatasetError(`${source}, linha ${i + 1}: esperado "texto<TAB>rótulo".`);
    }
    if (!isRoutedAgent(label)) {
      throw new DatasetError(`${source}, linha ${i + 1}: rótulo desconhecido "${label}".`);
    }
    rows.push({ text, label });
  });
  return rows;
}

export function readDataset(file: string): LabelledMessage[] {
  return parseDataset(fs.readFileSync(file, 'utf8'), file);
}
