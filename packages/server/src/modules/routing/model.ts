// The routing model: a multinomial logistic regression over the features of features.ts plus, with
// a small weight, a naive Bayes over the word features (training.ts says why), stored as JSON
// (data/model.json, written by scripts/build-routing-model.ts) with weights as integers over a
// fixed scale, which keeps the file small and the build byte-for-byte reproducible.
import { extractFeatures, type FeatureVector, toVector } from './features.ts';
import { isRoutedAgent, type RoutedAgent } from './labels.ts';
import { createLexicon, type Lexicon } from './lexicon.ts';

export const MODEL_FORMAT = 'sppock-routing/2';

/** The file as written and committed. */
export interface RoutingModelFile {
  format: typeof MODEL_FORMAT;
  labels: string[];
  /** Length of the character block against the word block (see features.ts). */
  charWeight: number;
  /** Temperature fitted on held-out predictions: probabilities are softmax(logits / temperature). */
  temperature: number;
  /** Weights are stored as integers; the real weight is the integer divided by this. */
  scale: number;
  bias: number[];
  /** How much the naive Bayes scores count against the regression's logits. */
  naiveBayesWeight: number;
  /** The words of the training data, commonest first, for spelling correction. */
  lexicon: string[];
  /** Feature name → one integer weight per label, in the order of `labels`. */
  weights: Record<string, number[]>;
  /** Word feature → its naive Bayes log-likelihood per label, less its mean over the labels. */
  naiveBayes: Record<string, number[]>;
}

/** The model ready to score: one flat array of weights, one index per feature. */
export interface LoadedModel {
  labels: RoutedAgent[];
  charWeight: number;
  temperature: number;
  bias: Float64Array;
  lexicon: Lexicon;
  index: Map<string, number>;
  /** Row i × labels.length + label. */
  weights: Float64Array;
  naiveBayesWeight: number;
  naiveBayesIndex: Map<string, number>;
  /** Row i × labels.length + label, as `weights`. */
  naiveBayes: Float64Array;
}

/** Rows of integers over `scale` → one flat array and the row of each name. */
function readTable(table: Record<string, number[]>, width: number, scale: number) {
  const names = Object.keys(table);
  const values = new Float64Array(names.length * width);
  const index = new Map<string, number>();
  names.forEach((name, row) => {
    index.set(name, row);
    const weights = table[name] ?? [];
    for (let label = 0; label < width; label += 1) {
      values[row * width + label] = (weights[label] ?? 0) / scale;
    }
  });
  return { index, values };
}

export function loadModel(file: RoutingModelFile): LoadedModel {
  if (file.format !== MODEL_FORMAT) {
    throw new Error(`Modelo de roteamento em formato desconhecido: ${String(file.format)}.`);
  }
  const labels = file.labels.map((label) => {
    if (!isRoutedAgent(label)) {
      throw new Error(`Modelo de roteamento com agente desconhecido: ${label}.`);
    }
    return label;
  });
  const width = labels.length;
  const regression = readTable(file.weights, width, file.scale);
  const naiveBayes = readTable(file.naiveBayes, width, file.scale);
  return {
    labels,
    charWeight: file.charWeight,
    temperature: file.temperature,
    bias: Float64Array.from(file.bias, (value) => value / file.scale),
    lexicon: createLexicon(file.lexicon),
    index: regression.index,
    weights: regression.values,
    naiveBayesWeight: file.naiveBayesWeight,
    naiveBayesIndex: naiveBayes.index,
    naiveBayes: naiveBayes.values,
  };
}

/** Adds `factor` × the table's row of each name present in `vector` to `scores`. */
function addRows(
  scores: Float64Array,
  vector: FeatureVector,
  index: Map<string, number>,
  table: Float64Array,
  featureValue: (i: number) => number,
): void {
  const width = scores.length;
  for (let i = 0; i < vector.names.length; i += 1) {
    const row = index.get(vector.names[i] ?? '');
    if (row === undefined) {
      continue;
    }
    const value = featureValue(i);
    const offset = row * width;
    for (let label = 0; label < width; label += 1) {
      scores[label] = (scores[label] ?? 0) + value * (table[offset + label] ?? 0);
    }
  }
}

/**
 * Raw scores (before the temperature) of a vector, one per label: the regression's logits plus the
 * naive Bayes log-likelihood of the words present, times its weight.
 */
export function logitsOf(model: LoadedModel, vector: FeatureVector): Float64Array {
  const logits = Float64Array.from(model.bias);
  addRows(logits, vector, model.index, model.weights, (i) => vector.values[i] ?? 0);
  addRows(logits, vector, model.naiveBayesIndex, model.naiveBayes, () => model.naiveBayesWeight);
  return logits;
}

/** softmax(logits / temperature), computed stably. */
export function softmax(logits: ArrayLike<number>, temperature = 1): Float64Array {
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < logits.length; i += 1) {
    max = Math.max(max, (logits[i] ?? 0) / temperature);
  }
  const out = new Float64Array(logits.length);
  let sum = 0;
  for (let i = 0; i < logits.length; i += 1) {
    const value = Math.exp((logits[i] ?? 0) / temperature - max);
    out[i] = value;
    sum += value;
  }
  for (let i = 0; i < out.length; i += 1) {
    out[i] = (out[i] ?? 0) / sum;
  }
  return out;
}

/** Features, vector and calibrated probabilities of one message. */
export function predict(model: LoadedModel, message: string) {
  const features = extractFeatures(message, model.lexicon);
  const vector = toVector(features, model.charWeight);
  const logits = logitsOf(model, vector);
  return { features, vector, logits, probabilities: softmax(logits, model.temperature) };
}

/** The committed file's text: one feature per line, so a retrained model reads well in a diff. */
export function serialiseModel(file: RoutingModelFile): string {
  const { weights, naiveBayes, lexicon, ...head } = file;
  const table = (rows: Record<string, number[]>) =>
    Object.entries(rows)
      .map(([name, values]) => `    ${JSON.stringify(name)}: [${values.join(',')}]`)
      .join(',\n');
  const headJson = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  return `${headJson},\n  "lexicon": ${JSON.stringify(lexicon)},\n  "weights": {\n${table(weights)}\n  },\n  "naiveBayes": {\n${table(naiveBayes)}\n  }\n}\n`;
}
