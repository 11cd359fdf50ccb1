// The routing model: a multinomial logistic regression over the features of features.ts, stored as
// JSON (data/model.json, written by scripts/build-routing-model.ts) with weights as integers
// over a fixed scale, which keeps the file small and the build byte-for-byte reproducible.
import { extractFeatures, type FeatureVector, toVector } from './features.ts';
import { isRoutedAgent, type RoutedAgent } from './labels.ts';
import { createLexicon, type Lexicon } from './lexicon.ts';

export const MODEL_FORMAT = 'sppock-routing/1';

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
  /** The words of the training data, commonest first, for spelling correction. */
  lexicon: string[];
  /** Feature name → one integer weight per label, in the order of `labels`. */
  weights: Record<string, number[]>;
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
  const names = Object.keys(file.weights);
  const weights = new Float64Array(names.length * width);
  const index = new Map<string, number>();
  names.forEach((name, row) => {
    index.set(name, row);
    const values = file.weights[name] ?? [];
    for (let label = 0; label < width; label += 1) {
      weights[row * width + label] = (values[label] ?? 0) / file.scale;
    }
  });
  return {
    labels,
    charWeight: file.charWeight,
    temperature: file.temperature,
    bias: Float64Array.from(file.bias, (value) => value / file.scale),
    lexicon: createLexicon(file.lexicon),
    index,
    weights,
  };
}

/** Raw scores (before the temperature) of a vector, one per label. */
export function logitsOf(model: LoadedModel, vector: FeatureVector): Float64Array {
  const width = model.labels.length;
  const logits = Float64Array.from(model.bias);
  for (let i = 0; i < vector.names.length; i += 1) {
    const row = model.index.get(vector.names[i] ?? '');
    if (row === undefined) {
      continue;
    }
    const value = vector.values[i] ?? 0;
    const offset = row * width;
    for (let label = 0; label < width; label += 1) {
      logits[label] = (logits[label] ?? 0) + value * (model.weights[offset + label] ?? 0);
    }
  }
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
  const { weights, lexicon, ...head } = file;
  const lines = Object.entries(weights).map(
    ([name, values]) => `    ${JSON.stringify(name)}: [${values.join(',')}]`,
  );
  const headJson = JSON.stringify(head, null, 2).replace(/\n}$/, '');
  return `${headJson},\n  "lexicon": ${JSON.stringify(lexicon)},\n  "weights": {\n${lines.join(',\n')}\n  }\n}\n`;
}
