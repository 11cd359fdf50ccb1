// Trains the Commander's routing model from src/modules/routing/data/train.tsv and writes
// src/modules/routing/data/model.json (committed). Deterministic: the same data gives the same file,
// which a test checks. Run with `npm run routing:build -w @sppock/server` (`-- --erros` lists the
// training requests that cross-validation routes wrongly).
import fs from 'node:fs';
import { buildCommittedModel } from '../src/modules/routing/build.ts';
import { routingDataPath } from '../src/modules/routing/dataset.ts';

const started = performance.now();
const { json, report } = buildCommittedModel();
fs.writeFileSync(routingDataPath('model.json'), json);

console.log(`exemplos de treino: ${report.examples} (${report.handwrittenMessages} escritos à mão)`);
console.log(`atributos no modelo: ${report.features}`);
console.log(`acurácia em validação cruzada (5 partes): ${report.crossValidationAccuracy.toFixed(3)}`);
console.log(`  só nos escritos à mão: ${report.handwrittenAccuracy.toFixed(3)}`);
console.log(
  `acurácia em calibration.tsv (fora do treino): ${report.calibrationSetAccuracy.toFixed(3)} (${report.calibrationSetMessages} pedidos)`,
);
console.log(`temperatura (fora da dobra dos escritos à mão + calibration.tsv): ${report.temperature}`);
if (process.argv.includes('--erros')) {
  for (const { text, expected, got } of report.mistakes) {
    console.log(`  ${expected} → ${got}: ${text}`);
  }
}
console.log(
  `model.json: ${(Buffer.byteLength(json) / 1024).toFixed(0)} KiB em ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
