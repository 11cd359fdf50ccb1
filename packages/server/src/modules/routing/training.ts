// Trains the routing model from labelled examples: multinomial logistic regression with an L2
// penalty, fitted by full-batch Adam (no randomness: the same data gives the same file), plus a
// naive Bayes over the word features, then a temperature fitted on held-out predictions so the
// reported confidence means what it says. Used by scripts/build-routing-model.ts and by the test
// that checks the committed model.
//
// Why the naive Bayes: the regression gives most of its weight to the few words that separate the
// training requests best, and a request in other words, without them, is left to weak evidence.
// Naive Bayes counts every word a little, so it adds a vote from all the others. At a tenth of the
// regression's scale it moved every held-out set the same way (holdout.tsv 0.959 → 0.975,
// holdout2 and holdout3 to 1.000, validation.tsv 0.942 → 0.958), where either alone did worse.
import { extractFeatures, toVector } from './features.ts';
import type { RoutedAgent } from './labels.ts';
import { lexiconWords } from './lexicon.ts';
import { loadModel, MODEL_FORMAT, predict, type RoutingModelFile, softmax } from './model.ts';
import { tokenize } from './text.ts';

export interface LabelledMessage {
  text: string;
  label: RoutedAgent;
}

export interface TrainingOptions {
  /** L2 penalty on the weights (not the biases). */
  l2: number;
  iterations: number;
  learningRate: number;
  /** Length of the character block against the word block. */
  charWeight: number;
  /** Character n-grams seen in fewer training messages are left out of the model. */
  minCharMessages: number;
  /** Word pairs seen in fewer training messages are left out of the model. */
  minPairMessages: number;
  /** Folds of the cross-validation that fits the temperature. */
  folds: number;
  /** Additive (Laplace) smoothing of the naive Bayes word counts. */
  naiveBayesAlpha: number;
  /** How much the naive Bayes log-likelihoods count against the regression's logits. */
  naiveBayesWeight: number;
}

export const DEFAULT_TRAINING: TrainingOptions = {
  l2: 0.00001,
  iterations: 100,
  learningRate: 0.15,
  charWeight: 1,
  minCharMessages: 3,
  minPairMessages: 2,
  folds: 5,
  naiveBayesAlpha: 0.1,
  naiveBayesWeight: 0.1,
};

/** Weights are rounded to 1/1000 in the file. */
const WEIGHT_SCALE = 1000;

interface Encoded {
  indices: Int32Array;
  values: Float64Array;
  label: number;
}

interface Trained {
  names: string[];
  /** names.length × labels, row-major. */
  weights: Float64Array;
  bias: Float64Array;
  /** Word feature → its naive Bayes row (log-likelihood per label, less the row's mean). */
  naiveBayes: Map<string, Float64Array>;
}

const isWordFeature = (name: string) => !name.startsWith('c:');

/** Multinomial naive Bayes over the word features present in each message (not the characters). */
function fitNaiveBayes(
  vectors: Vector[],
  targets: number[],
  width: number,
  alpha: number,
  vocabulary: Map<string, number>,
): Map<string, Float64Array> {
  const counts = new Map<string, Float64Array>();
  const totals = new Float64Array(width);
  vectors.forEach((vector, n) => {
    const label = targets[n] ?? 0;
    for (const name of vector.names) {
      if (!isWordFeature(name) || !vocabulary.has(name)) {
        continue;
      }
      let row = counts.get(name);
      if (!row) {
        row = new Float64Array(width);
        counts.set(name, row);
      }
      row[label]! += 1;
      totals[label]! += 1;
    }
  });
  const size = counts.size;
  const rows = new Map<string, Float64Array>();
  for (const name of [...counts.keys()].sort()) {
    const count = counts.get(name)!;
    const row = Float64Array.from(count, (value, k) =>
      Math.log((value + alpha) / (totals[k]! + alpha * size)),
    );
    // A constant added to every label changes no probability: centred rows round to fewer digits.
    const mean = row.reduce((sum, value) => sum + value, 0) / width;
    rows.set(
      name,
      row.map((value) => value - mean),
    );
  }
  return rows;
}

/** The features the model keeps: all but the rare character n-grams and word pairs. */
function buildVocabulary(vectors: ReturnType<typeof toVector>[], options: TrainingOptions): string[] {
  const messagesWith = new Map<string, number>();
  for (const vector of vectors) {
    for (const name of vector.names) {
      messagesWith.set(name, (messagesWith.get(name) ?? 0) + 1);
    }
  }
  const minimum = (name: string) =>
    name.startsWith('c:') ? options.minCharMessages : name.startsWith('b:') ? options.minPairMessages : 1;
  return [...messagesWith]
    .filter(([name, count]) => count >= minimum(name))
    .map(([name]) => name)
    .sort();
}

function encode(
  vectors: ReturnType<typeof toVector>[],
  labels: number[],
  index: Map<string, number>,
): Encoded[] {
  return vectors.map((vector, n) => {
    const indices: number[] = [];
    const values: number[] = [];
    vector.names.forEach((name, i) => {
      const row = index.get(name);
      if (row !== undefined) {
        indices.push(row);
        values.push(vector.values[i] ?? 0);
      }
    });
    return { indices: Int32Array.from(indices), values: Float64Array.from(values), label: labels[n] ?? 0 };
  });
}

function logitsOfEncoded(example: Encoded, weights: Float64Array, bias: Float64Array, width: number) {
  const logits = Float64Array.from(bias);
  const { indices, values } = example;
  for (let i = 0; i < indices.length; i += 1) {
    const offset = indices[i]! * width;
    const value = values[i]!;
    for (let k = 0; k < width; k += 1) {
      logits[k]! += value * weights[offset + k]!;
    }
  }
  return logits;
}

/** Full-batch Adam on the mean cross-entropy plus l2/2 · ‖W‖². */
function fit(examples: Encoded[], features: number, width: number, options: TrainingOptions): Trained {
  const size = features * width;
  const weights = new Float64Array(size);
  const bias = new Float64Array(width);
  const moment = new Float64Array(size + width);
  const velocity = new Float64Array(size + width);
  const gradient = new Float64Array(size + width);
  const [beta1, beta2, epsilon] = [0.9, 0.999, 1e-8];

  for (let step = 1; step <= options.iterations; step += 1) {
    gradient.fill(0);
    for (const example of examples) {
      const errors = softmax(logitsOfEncoded(example, weights, bias, width));
      errors[example.label]! -= 1;
      for (let k = 0; k < width; k += 1) {
        errors[k]! /= examples.length;
        gradient[size + k]! += errors[k]!;
      }
      const { indices, values } = example;
      for (let i = 0; i < indices.length; i += 1) {
        const offset = indices[i]! * width;
        const value = values[i]!;
        for (let k = 0; k < width; k += 1) {
          gradient[offset + k]! += errors[k]! * value;
        }
      }
    }
    const correction1 = 1 - beta1 ** step;
    const correction2 = 1 - beta2 ** step;
    for (let j = 0; j < size + width; j += 1) {
      const isWeight = j < size;
      const current = isWeight ? weights[j]! : bias[j - size]!;
      const g = gradient[j]! + (isWeight ? options.l2 * current : 0);
      const m = beta1 * moment[j]! + (1 - beta1) * g;
      const v = beta2 * velocity[j]! + (1 - beta2) * g * g;
      moment[j] = m;
      velocity[j] = v;
      const next =
        current - (options.learningRate * (m / correction1)) / (Math.sqrt(v / correction2) + epsilon);
      if (isWeight) {
        weights[j] = next;
      } else {
        bias[j - size] = next;
      }
    }
  }
  return { names: [], weights, bias, naiveBayes: new Map() };
}

const labelIndex = (labels: readonly RoutedAgent[], label: RoutedAgent) => labels.indexOf(label);

type Vector = ReturnType<typeof toVector>;

function train(vectors: Vector[], targets: number[], width: number, options: TrainingOptions): Trained {
  const names = buildVocabulary(vectors, options);
  const index = new Map(names.map((name, row) => [name, row]));
  return {
    ...fit(encode(vectors, targets, index), names.length, width, options),
    names,
    naiveBayes: fitNaiveBayes(vectors, targets, width, options.naiveBayesAlpha, index),
  };
}

/** The scores routing computes (model.ts `logitsOf`), before quantisation. */
function scoreWith(
  trained: Trained,
  vectors: Vector[],
  width: number,
  options: TrainingOptions,
): Float64Array[] {
  const index = new Map(trained.names.map((name, row) => [name, row]));
  return encode(vectors, new Array<number>(vectors.length).fill(0), index).map((example, n) => {
    const logits = logitsOfEncoded(example, trained.weights, trained.bias, width);
    for (const name of vectors[n]!.names) {
      const row = trained.naiveBayes.get(name);
      if (row) {
        for (let k = 0; k < width; k += 1) {
          logits[k]! += options.naiveBayesWeight * row[k]!;
        }
      }
    }
    return logits;
  });
}

/** FNV-1a: a stable order for the folds that does not depend on the file's order. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** Out-of-fold logits: each message scored by a model trained without its fold. */
function crossValidate(
  messages: LabelledMessage[],
  vectors: Vector[],
  targets: number[],
  width: number,
  options: TrainingOptions,
): { logits: Float64Array[]; accuracy: number } {
  const fold = messages.map((message) => stableHash(message.text) % options.folds);
  const logits: Float64Array[] = new Array(messages.length);
  for (let f = 0; f < options.folds; f += 1) {
    const inFold = (i: number) => fold[i] === f;
    const trained = train(
      vectors.filter((_, i) => !inFold(i)),
      targets.filter((_, i) => !inFold(i)),
      width,
      options,
    );
    const held = messages.map((_, i) => i).filter(inFold);
    const scores = scoreWith(
      trained,
      held.map((i) => vectors[i]!),
      width,
      options,
    );
    held.forEach((i, n) => {
      logits[i] = scores[n]!;
    });
  }
  let right = 0;
  logits.forEach((row, i) => {
    right += row.indexOf(Math.max(...row)) === targets[i] ? 1 : 0;
  });
  return { logits, accuracy: right / messages.length };
}

/** The temperature that minimises the negative log-likelihood of held-out logits (grid, 0.01 steps). */
export function fitTemperature(logits: Float64Array[], targets: number[]): number {
  let best = 1;
  let bestLoss = Number.POSITIVE_INFINITY;
  for (let t = 0.2; t <= 5.0001; t += 0.01) {
    const temperature = Math.round(t * 100) / 100;
    let loss = 0;
    logits.forEach((row, i) => {
      loss -= Math.log(Math.max(softmax(row, temperature)[targets[i] ?? 0] ?? 0, 1e-12));
    });
    if (loss < bestLoss) {
      bestLoss = loss;
      best = temperature;
    }
  }
  return best;
}

export interface BuildReport {
  examples: number;
  features: number;
  /** Out-of-fold top-1 accuracy over all the training messages. */
  crossValidationAccuracy: number;
  /** The same over the hand-written training messages only. */
  handwrittenAccuracy: number;
  handwrittenMessages: number;
  /** Top-1 accuracy of the final model on the calibration set (never trained on). */
  calibrationSetAccuracy: number;
  calibrationSetMessages: number;
  temperature: number;
  /** Out-of-fold mistakes, to read when adding training data. */
  mistakes: { text: string; expected: RoutedAgent; got: RoutedAgent }[];
}

function quantiseRows(
  names: Iterable<string>,
  rowOf: (name: string, label: number) => number,
  width: number,
) {
  const table: Record<string, number[]> = {};
  for (const name of names) {
    const quantised = Array.from({ length: width }, (_, k) => Math.round(rowOf(name, k) * WEIGHT_SCALE));
    // A feature whose weights all round to zero changes no score: leave it out.
    if (quantised.some((value) => value !== 0)) {
      table[name] = quantised;
    }
  }
  return table;
}

/**
 * Trains the model file from the training messages: cross-validation, final fit, then the
 * temperature, fitted on predictions for requests the scoring model never saw: the out-of-fold
 * scores of the hand-written messages (`calibrateOn`) and the final model's scores of `calibration`
 * (data/calibration.tsv, kept out of training).
 */
export function buildRoutingModel(
  messages: LabelledMessage[],
  labels: readonly RoutedAgent[],
  options: TrainingOptions = DEFAULT_TRAINING,
  calibrateOn: (message: LabelledMessage) => boolean = () => true,
  calibration: readonly LabelledMessage[] = [],
): { model: RoutingModelFile; report: BuildReport } {
  const vectors = messages.map((message) => toVector(extractFeatures(message.text), options.charWeight));
  const targets = messages.map((message) => labelIndex(labels, message.label));
  const width = labels.length;
  const validation = crossValidate(messages, vectors, targets, width, options);
  const predicted = validation.logits.map((row) => row.indexOf(Math.max(...row)));
  const trained = train(vectors, targets, width, options);
  const rowOf = new Map(trained.names.map((name, row) => [name, row]));
  const model: RoutingModelFile = {
    format: MODEL_FORMAT,
    labels: [...labels],
    charWeight: options.charWeight,
    temperature: 1,
    scale: WEIGHT_SCALE,
    bias: Array.from(trained.bias, (value) => Math.round(value * WEIGHT_SCALE)),
    naiveBayesWeight: options.naiveBayesWeight,
    lexicon: lexiconWords(
      messages.map((message) =>
        tokenize(message.text)
          .filter((token) => !token.punctuation && !/\d/.test(token.folded))
          .map((token) => token.folded),
      ),
    ),
    weights: quantiseRows(trained.names, (name, k) => trained.weights[rowOf.get(name)! * width + k]!, width),
    naiveBayes: quantiseRows(
      trained.naiveBayes.keys(),
      (name, k) => trained.naiveBayes.get(name)![k]!,
      width,
    ),
  };

  // Requests made from templates resemble each other across folds, which would make the
  // out-of-fold logits look surer than they are on new requests: calibrate on the others only.
  const handwritten = messages
    .map((message, i) => ({ message, i }))
    .filter(({ message }) => calibrateOn(message));
  // The calibration set is scored as routing scores it: by the committed (quantised) model.
  const loaded = loadModel(model);
  const heldOut = calibration.map(({ text, label }) => ({
    logits: predict(loaded, text).logits,
    target: labelIndex(labels, label),
  }));
  model.temperature = fitTemperature(
    [...handwritten.map(({ i }) => validation.logits[i]!), ...heldOut.map(({ logits }) => logits)],
    [...handwritten.map(({ i }) => targets[i]!), ...heldOut.map(({ target }) => target)],
  );
  return {
    model,
    report: {
      examples: messages.length,
      features: Object.keys(model.weights).length,
      crossValidationAccuracy: validation.accuracy,
      handwrittenAccuracy:
        handwritten.filter(({ i }) => predicted[i] === targets[i]).length / Math.max(1, handwritten.length),
      handwrittenMessages: handwritten.length,
      calibrationSetAccuracy:
        heldOut.filter(({ logits, target }) => logits.indexOf(Math.max(...logits)) === target).length /
        Math.max(1, heldOut.length),
      calibrationSetMessages: heldOut.length,
      temperature: model.temperature,
      mistakes: messages
        .map((message, i) => ({ text: message.text, expected: message.label, got: labels[predicted[i]!]! }))
        .filter(({ expected, got }) => expected !== got),
    },
  };
}
