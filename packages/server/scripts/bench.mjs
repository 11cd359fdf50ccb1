// `npm run bench`: requests per second of the reference server's cheapest calls and of an
// authenticated read, each against a bare Fastify route measured in the same process in the same
// minute, so the ratio means the same on a laptop and on CI; then the server's own time on a chat
// message over a fake provider that answers at once (p50/p99), the Commander's routing
// latency (p95), and the gzip sizes of the partner embed's loader and widgets. Loopback only; a few seconds per target.
//
//   npm run bench [-- --duration 3 --rounds 3 --connections 50 --database-url postgres://…]
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
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pino from 'pino';
import { buildServer } from '../src/app.ts';
import { ManualClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { routeMessage } from '../src/modules/routing/index.ts';
import { fakeProviderEnv, startFakeOpenAICompatible } from '../test/fakes/llm/index.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '1' },
    messages: { type: 'string', default: '200' },
    // PostgreSQL instead of the embedded PGlite, e.g. postgres://postgres@127.0.0.1:5432/test:
    // the tables of a fresh schema are created there (the server migrates on start).
    'database-url': { type: 'string', default: '' },
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
/** Goals of issue 17. */
const AUTH_GET_GOAL = 0.9;
/** Goals of issue 28 item 2 (sessions from memory): the authenticated read's ratio and p99. */
const AUTH_GET_SCALE_GOAL = 0.5;
const AUTH_GET_P99_GOAL_MS = 20;
const CHAT_P50_GOAL_MS = 5;
const CHAT_P99_GOAL_MS = 20;
const ROUTING_P95_GOAL_MS = 1;

function percentile(numbers, p) {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function measure(url, seconds, headers = {}) {
  const result = await autocannon({ url, connections, duration: seconds, workers: 1, headers });
  const failures = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p99: result.latency.p99, failures };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-bench-'));
// A provider that answers at once: what remains of a chat message's time is the server's own.
const provider = await startFakeOpenAICompatible();
const bare = Fastify({ logger: false });
bare.get('/', async () => ({ hello: 'world' }));

const config = loadConfig({
  ...process.env,
  NODE_ENV: 'development',
  HOST: '127.0.0.1',
  PORT: '0',
  DATA_DIR: dataDir,
  DATABASE_URL: values['database-url'],
  REDIS_URL: '',
  STATIC_DIR: '',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  SPPOCK_DEMO: '1',
  ...fakeProviderEnv('openai-compatible', provider),
});
// The chat spaces one user's messages (spec 2 §9): the clock moves past the spacing between sends.
const clock = new ManualClock();
const logger = pino({ level: config.logLevel }, pino.destination({ dest: '/dev/null', sync: false }));
const server = await buildServer({ config, logger, clock });

try {
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  const serverUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const demo = server.demoAccounts.find((account) => account.role === 'assinante');
  const login = await fetch(`${serverUrl}/api/accounts/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.email, password: demo.password }),
  });
  const { access } = await login.json();
  const authorization = `Bearer ${access}`;
  const targets = [
    { name: 'rota Fastify pura (GET /)', url: `${bareUrl}/` },
    { name: 'GET /healthz', url: `${serverUrl}/healthz` },
    { name: 'GET /payments/plans/ (público)', url: `${serverUrl}/payments/plans/` },
    {
      name: 'GET /api/accounts/users/profile/ (autenticado)',
      url: `${serverUrl}/api/accounts/users/profile/`,
      headers: { authorization },
    },
  ];
  console.log(
    `autocannon: ${connections} conexões, ${rounds} rodadas de ${duration} s por alvo (+${warmup} s de aquecimento), ${values['database-url'] ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}, ${os.cpus().length} CPUs, carga ${os.loadavg()[0].toFixed(1)}`,
  );
  for (const target of targets) {
    if (warmup > 0) {
      await measure(target.url, warmup, target.headers);
    }
  }
  const results = targets.map((target) => ({ ...target, rps: [], ratios: [], p99: [], failures: 0 }));
  for (let round = 0; round < rounds; round++) {
    for (const result of results) {
      const measured = await measure(result.url, duration, result.headers);
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
  const authRatio = median(results[3].ratios);
  const authP99 = median(results[3].p99);
  const bareP99 = median(results[0].p99);
  console.log(
    `leitura autenticada / rota pura = ${authRatio.toFixed(3)} (meta ≥ ${AUTH_GET_SCALE_GOAL} da issue 28, ≥ ${AUTH_GET_GOAL} da issue 17): ${authRatio >= AUTH_GET_GOAL ? 'ok' : authRatio >= AUTH_GET_SCALE_GOAL ? 'ok na issue 28, abaixo da issue 17' : 'abaixo da meta'}; p99 ${authP99} ms (meta ≤ ${AUTH_GET_P99_GOAL_MS}; a rota pura, ${bareP99} ms): ${authP99 <= AUTH_GET_P99_GOAL_MS ? 'ok' : 'acima da meta'}`,
  );

  // A chat message, JSON answer, one after the other in one conversation, over the instant provider.
  const chat = `${serverUrl}/api/agents/chatsppock/api/`;
  const post = (body) =>
    fetch(chat, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const session = await (await post({ action: 'create_session', title: 'Benchmark' })).json();
  const times = [];
  let chatFailures = 0;
  const total = Number(values.messages);
  for (let i = 0; i < total + 20; i++) {
    clock.advance(3_100);
    const started = performance.now();
    const reply = await post({
      action: 'send_message',
      session_id: session.session_id,
      message: `Me dê uma ideia de post para a padaria, número ${i}`,
      location: 'Brasil',
    });
    await reply.arrayBuffer();
    const elapsed = performance.now() - started;
    if (reply.status !== 200) {
      chatFailures += 1;
    }
    if (i >= 20) {
      times.push(elapsed);
    }
  }
  const p50 = percentile(times, 50);
  const p99 = percentile(times, 99);
  console.log('');
  console.log(
    `mensagem de chat com provedor instantâneo (${total} mensagens, JSON): p50 ${p50.toFixed(1)} ms (meta ≤ ${CHAT_P50_GOAL_MS}), p99 ${p99.toFixed(1)} ms (meta ≤ ${CHAT_P99_GOAL_MS})${chatFailures ? `  (${chatFailures} falhas)` : ''}`,
  );

  // The Commander's routing, in process, over the labelled dev set.
  const devSet = fs
    .readFileSync(new URL('../src/modules/routing/data/dev.tsv', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t')[0]);
  const routing = [];
  for (let round = 0; round < 20; round++) {
    for (const text of devSet) {
      const started = performance.now();
      routeMessage(text);
      routing.push(performance.now() - started);
    }
  }
  const routingP95 = percentile(routing.slice(devSet.length), 95);
  console.log(
    `roteamento do Commander (${routing.length} decisões): p50 ${percentile(routing, 50).toFixed(3)} ms, p95 ${routingP95.toFixed(3)} ms (meta ≤ ${ROUTING_P95_GOAL_MS})`,
  );

  // The partner embed's files (issue 16): what a partner page downloads, with gzip.
  const embedDir = new URL('../../ui/dist-embed/', import.meta.url);
  if (fs.existsSync(embedDir)) {
    const files = fs.readdirSync(embedDir).filter((name) => name.endsWith('.js'));
    const gzipKb = (name) =>
      zlib.gzipSync(fs.readFileSync(new URL(name, embedDir)), { level: 9 }).length / 1024;
    const size = (name) => (files.includes(name) ? `${gzipKb(name).toFixed(1)} kB` : 'ausente');
    const commanderTotal = files
      .filter((name) => name.startsWith('sppock-commander') && !name.includes('Markdown'))
      .reduce((sum, name) => sum + gzipKb(name), 0);
    console.log(
      `embed (gzip): loader ${size('sppock-embed.js')} (meta ≤ 10 kB); chatbot ${size('sppock-widget.js')} e Commander ${commanderTotal.toFixed(1)} kB ao abrir (meta ≤ 150 kB cada)`,
    );
  } else {
    console.log(
      'embed: packages/ui/dist-embed ausente — rode `npm run build:embed -w @sppock/ui` para medir o loader e o widget.',
    );
  }
  if (results.some((r) => r.failures > 0) || chatFailures > 0) {
    process.exitCode = 1;
  }
} finally {
  await bare.close();
  await server.close();
  await provider.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
