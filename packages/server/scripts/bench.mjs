// `npm run bench`: requests per second of the reference server's cheapest calls, each against a
// bare Fastify route measured in the same process in the same minute, so the ratio means the
// same on a laptop and on CI. Loopback only; a few seconds per target.
//
//   npm run bench [-- --duration 3 --rounds 3 --connections 50]
//
// Targets are measured in turns (bare, health, plans, bare, …) and each ratio is taken against
// the bare route of its own round, then the median of the rounds is printed: a machine whose load
// changes during the run moves both sides of a ratio together.
// The server runs as `npm start` runs it (development defaults, pino at LOG_LEVEL=info), on
// PGlite in a temporary folder. Its log goes to /dev/null: the cost of writing it is measured,
// the terminal is not flooded. autocannon runs in a worker thread so that the load generator
// does not share the event loop it is measuring.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pino from 'pino';
import { buildServer } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '1' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);
const warmup = Number(values.warmup);
const rounds = Math.max(1, Number(values.rounds));

function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The goal from issue 9: the public plan list at no less than a quarter of the bare route. */
const PLAN_LIST_GOAL = 0.25;

async function measure(url, seconds) {
  const result = await autocannon({ url, connections, duration: seconds, workers: 1 });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p99: result.latency.p99, failures };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-bench-'));
const bare = Fastify({ logger: false });
bare.get('/', async () => ({ hello: 'world' }));

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  STATIC_DIR: '',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
});
const logger = pino({ level: config.logLevel }, pino.destination({ dest: '/dev/null', sync: false }));
const server = await buildServer({ config, logger });

try {
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  const serverUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const targets = [
    { name: 'rota Fastify pura (GET /)', url: `${bareUrl}/` },
    { name: 'GET /healthz', url: `${serverUrl}/healthz` },
    { name: 'GET /payments/plans/ (público)', url: `${serverUrl}/payments/plans/` },
  ];
  console.log(
    `autocannon: ${connections} conexões, ${rounds} rodadas de ${duration} s por alvo (+${warmup} s de aquecimento), Node ${process.version}, ${os.cpus().length} CPUs, carga ${os.loadavg()[0].toFixed(1)}`,
  );
  for (const target of targets) {
    if (warmup > 0) {
      await measure(target.url, warmup);
    }
  }
  const results = targets.map((target) => ({ ...target, rps: [], ratios: [], p99: [], failures: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const result of results) {
      const measured = await measure(result.url, duration);
      result.rps.push(measured.rps);
      result.p99.push(measured.p99);
      result.failures += measured.failures;
    }
    const bareRps = results[0].rps[round];
    for (const result of results) {
      result.ratios.push(bareRps > 0 ? result.rps[round] / bareRps : 0);
    }
  }
  console.log('');
  console.log(
    `${'alvo'.padEnd(34)} ${'req/s (mediana)'.padStart(16)} ${'p99 ms'.padStart(8)} ${'razão (mediana)'.padStart(16)}  por rodada`,
  );
  for (const r of results) {
    const perRound = r.ratios.map((x) => x.toFixed(2)).join(' ');
    console.log(
      `${r.name.padEnd(34)} ${Math.round(median(r.rps)).toString().padStart(16)} ${String(median(r.p99)).padStart(8)} ${median(r.ratios).toFixed(3).padStart(16)}  ${perRound}${r.failures > 0 ? `  (${r.failures} falhas)` : ''}`,
    );
  }
  const ratio = median(results[2].ratios);
  console.log('');
  console.log(
    `lista pública de planos / rota pura = ${ratio.toFixed(3)} (meta ≥ ${PLAN_LIST_GOAL}): ${ratio >= PLAN_LIST_GOAL ? 'ok' : 'abaixo da meta'}`,
  );
  if (results.some((r) => r.failures > 0)) {
    process.exitCode = 1;
  }
} finally {
  await bare.close();
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
