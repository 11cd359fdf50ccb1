// `npm run bench`: first `npm start` as a user runs it (seconds to /healthz on a fresh data folder
// and again with nothing changed, and the idle server's resident memory: scripts/bench-start.mjs);
// then requests per second of the reference server's cheapest calls and of an
// authenticated read, each against a bare Fastify route measured in the same process in the same
// minute, so the ratio means the same on a laptop and on CI; then the server's own time on a chat
// message over a fake provider that answers at once (p50/p99, as the client sees it less the
// provider's own time, and as the server's thread saw it: `serverSideTimes`) and, as gateways measure their
// overhead, with 64 answers on their way at once from a provider at a model's pace, the Commander's routing
// latency (p95), and the gzip sizes of the partner embed's loader and widgets. Loopback only; a few seconds per target.
//
//   npm run bench [-- --duration 3 --rounds 3 --connections 50 --chat-rounds 4 --database-url postgres://…]
//   npm run bench -- --only chat      (the chat's measure alone, to compare versions quickly)
//   npm run bench -- --only reads     (the requests per second and their ratios alone)
//   npm run bench -- --only chat --chat-profile chat.cpuprofile   (where a message's time goes)
//   npm run bench -- --only start --fresh-clone   (`npm start`'s figures alone, and on a fresh clone)
//
// Targets are measured in turns (bare, health, plans, bare, …) and each ratio is taken against
// the bare route of its own round, then the median of the rounds is printed: a machine whose load
// changes during the run moves both sides of a ratio together.
// The server runs as `npm start` runs it (development defaults, pino at LOG_LEVEL=info), on
// PGlite in a temporary folder. Its log goes to /dev/null: the cost of writing it is measured,
// the terminal is not flooded. autocannon runs in a worker thread so that the load generator
// does not share the event loop it is measuring; so do the chat's clients and its instant fake
// provider (scripts/bench-chat-worker.mjs).
import { AsyncLocalStorage } from 'node:async_hooks';
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pino from 'pino';
import { inCommanderFirstOpen } from '../../ui/scripts/embed-chunks.mjs';
import { buildServer } from '../src/app.ts';
import { ManualClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite, openPostgres } from '../src/db/client.ts';
import { logStream } from '../src/infra/log-stream.ts';
import { createUser } from '../src/modules/accounts/users.ts';
import { routeMessage } from '../src/modules/routing/index.ts';
import { fakeProviderEnv } from '../test/fakes/llm/index.ts';
import { benchFreshClone, benchStart } from './bench-start.mjs';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '1' },
    // Rounds of the chat's measure: each is one message from each of the 64 people.
    'chat-rounds': { type: 'string', default: '4' },
    // PostgreSQL instead of the embedded PGlite, e.g. postgres://postgres@127.0.0.1:5432/test:
    // the tables of a fresh schema are created there (the server migrates on start).
    'database-url': { type: 'string', default: '' },
    // `chat`: only the chat's measure (no `npm start`, autocannon, routing or embed); `reads`: only
    // autocannon's (requests per second and their ratios to the bare route); `start`: only
    // `npm start`'s times and idle memory.
    only: { type: 'string', default: '' },
    // Also `npm start` on a fresh clone of the last commit, after `npm ci` (about a minute more).
    'fresh-clone': { type: 'boolean', default: false },
    // A CPU profile of the server's thread while the chat is measured (after its people are set
    // up), written to this file: open it in Chrome's DevTools (Performance) to see where a message's time goes.
    'chat-profile': { type: 'string', default: '' },
  },
});
if (!['', 'chat', 'reads', 'start'].includes(values.only)) {
  throw new Error(`--only aceita "chat", "reads" ou "start" (recebido: "${values.only}").`);
}
const onlyChat = values.only === 'chat';
const onlyReads = values.only === 'reads';
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
/** Goal of issue 28: the server's resident memory once started, before any request, on PGlite. */
const IDLE_RSS_GOAL_MB = 300;
/** A provider at a model's pace, for the measure with answers on their way (first piece, last piece). */
const PROVIDER_PACE = { firstTokenMs: 300, totalMs: 3_000 };
/** How long after their last send each person sends again in that measure (the spacing is 3 s). */
const PACED_SPACING_MS = 3_100;
/** People sending to the Commander at once in the chat's measure, each in a conversation of their own. */
const CHAT_PEOPLE = 64;
const CHAT_PASSWORD = 'Pao&Cafe2026';

/** p50 and p99 of `numbers` (ms) against the chat's goals. */
function figures(name, numbers) {
  const p50 = percentile(numbers, 50);
  const p99 = percentile(numbers, 99);
  const verdict = (value, goal) => (value <= goal ? 'ok' : 'acima da meta');
  return `${name} p50 ${p50.toFixed(1)} ms (meta ≤ ${CHAT_P50_GOAL_MS}: ${verdict(p50, CHAT_P50_GOAL_MS)}), p99 ${p99.toFixed(1)} ms (meta ≤ ${CHAT_P99_GOAL_MS}: ${verdict(p99, CHAT_P99_GOAL_MS)})`;
}

function percentile(numbers, p) {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * One autocannon run against `url`, with the CPU time the server's thread (this one: autocannon
 * runs in a worker) spent per request in it, in user mode (the JavaScript and the runtime) and in
 * the kernel (the sockets). The CPU per request says what the server costs without the load
 * generator: the ratio of requests per second also carries how the machine schedules the two.
 */
async function measure(url, seconds, headers = {}) {
  const cpuBefore = process.threadCpuUsage();
  const result = await autocannon({ url, connections, duration: seconds, workers: 1, headers });
  const cpu = process.threadCpuUsage(cpuBefore);
  const requests = Math.max(1, result.requests.total);
  const failures = result.non2xx + result.errors + result.timeouts;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    failures,
    userMicros: cpu.user / requests,
    systemMicros: cpu.system / requests,
  };
}

/** Issue 28: `npm start` to /healthz when nothing changed since the last build, and on a fresh clone. */
const START_GOAL_SECONDS = 5;
const FRESH_CLONE_GOAL_SECONDS = 12;

// First, alone on the machine: `npm start` as a user runs it, and its server's idle memory.
if (values.only === '' || values.only === 'start') {
  await benchStart({
    databaseUrl: values['database-url'],
    goals: { startSeconds: START_GOAL_SECONDS, idleRssMb: IDLE_RSS_GOAL_MB },
  });
  if (values['fresh-clone']) {
    await benchFreshClone({ databaseUrl: values['database-url'], goalSeconds: FRESH_CLONE_GOAL_SECONDS });
  }
  if (values.only === 'start') {
    process.exit();
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-bench-'));
// The chat's clients and the instant provider they make the server call, on a thread of their own.
const chatClients = new Worker(new URL('./bench-chat-worker.mjs', import.meta.url));
const nextReply = () =>
  new Promise((resolve, reject) => {
    const failed = (error) => reject(error);
    chatClients.once('error', failed);
    chatClients.once('message', (message) => {
      chatClients.off('error', failed);
      resolve(message);
    });
  });
const provider = await nextReply();
const bare = Fastify({ logger: false });
bare.get('/', async () => ({ hello: 'world' }));
/**
 * The bare route with 20 µs of CPU per request (a busy loop): what any server that spends that
 * long on a request measures against the bare route on this machine. When the server is slower
 * than autocannon, the client sleeps between answers and every answer's write pays the kernel to
 * wake it (measured 28/11/2026 on a 2-core VM: the write took 9.5 µs per answer on the bare route
 * and 20 to 27 µs with 20 to 40 µs of work), so the ratio falls faster than the work grows.
 */
const BUSY_ROUTE_MICROSECONDS = 20;
bare.get('/busy', async () => {
  const until = performance.now() + BUSY_ROUTE_MICROSECONDS / 1000;
  while (performance.now() < until) {
    // Spins: the CPU a handler would spend.
  }
  return { hello: 'world' };
});

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
const logger = pino({ level: config.logLevel }, logStream('/dev/null'));
// The statements the server sends, counted at the driver (the chat's figure per message). A
// transaction's bounds are logged by node-postgres and not by PGlite: left out, so the figure
// means the same on both.
const statements = { count: 0 };
const queryLog = {
  logQuery: (query) => {
    if (!/^\s*(begin|commit|rollback)\b/i.test(query)) {
      statements.count += 1;
    }
  },
};
const database = values['database-url']
  ? await openPostgres(values['database-url'], { logger: queryLog })
  : await openPglite(dataDir, { logger: queryLog });
const server = await buildServer({ config, logger, clock, database });

/**
 * People for the chat's measure: created as an operator would (the CLI's `createUser`), logged in,
 * on the Pro plan (test mode applies it at once) and each with a conversation of their own. Set up
 * in process, each from an address of their own, so the login throttle per address stays out of it.
 */
async function chatPeople(count) {
  const stamp = Date.now().toString(36);
  const inject = async (method, url, body, remoteAddress, authorization) => {
    const reply = await server.app.inject({
      method,
      url,
      remoteAddress,
      headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
      payload: JSON.stringify(body),
    });
    if (reply.statusCode !== 200) {
      throw new Error(`${method} ${url}: ${reply.statusCode} ${reply.body}`);
    }
    return reply.json();
  };
  const people = [];
  for (let index = 0; index < count; index++) {
    const email = `bancada-${stamp}-${index}@sppock.test`;
    const address = `10.28.${index >> 8}.${index & 255}`;
    await createUser(
      server.services.db,
      { email, password: CHAT_PASSWORD, firstName: 'Bancada', lastName: String(index) },
      clock.now(),
    );
    const { access } = await inject(
      'POST',
      '/api/accounts/token/',
      { email, password: CHAT_PASSWORD },
      address,
    );
    const authorization = `Bearer ${access}`;
    await inject('POST', '/payments/upgrade/', { plan_type: 'professional' }, address, authorization);
    const session = await inject(
      'POST',
      '/api/agents/chatsppock/api/',
      { action: 'create_session', title: 'Bancada' },
      address,
      authorization,
    );
    people.push({ authorization, sessionId: session.session_id });
  }
  return people;
}

/** Requests per second of the server's cheapest calls and an authenticated read, against the bare route. */
async function throughput(serverUrl, bareUrl) {
  // A person of this run's own: on a PostgreSQL kept between runs, the demo account piles up
  // sessions, and a login past its device limit ends the oldest, after which every node reads that
  // person's sessions from the database for 30 s (session-cache.ts, QUIET_MS): that is what the
  // first rounds would measure.
  const [{ authorization }] = await chatPeople(1);
  const targets = [
    { name: 'rota Fastify pura (GET /)', url: `${bareUrl}/` },
    { name: 'GET /healthz', url: `${serverUrl}/healthz` },
    { name: 'GET /payments/plans/ (público)', url: `${serverUrl}/payments/plans/` },
    {
      name: 'GET /api/accounts/users/profile/ (autenticado)',
      url: `${serverUrl}/api/accounts/users/profile/`,
      headers: { authorization },
    },
    { name: `rota pura + ${BUSY_ROUTE_MICROSECONDS} µs de CPU por pedido`, url: `${bareUrl}/busy` },
  ];
  console.log(
    `autocannon: ${connections} conexões, ${rounds} rodadas de ${duration} s por alvo (+${warmup} s de aquecimento), ${values['database-url'] ? 'PostgreSQL' : 'PGlite'}, Node ${process.version}, ${os.cpus().length} CPUs, carga ${os.loadavg()[0].toFixed(1)}`,
  );
  for (const target of targets) {
    if (warmup > 0) {
      await measure(target.url, warmup, target.headers);
    }
  }
  const results = targets.map((target) => ({
    ...target,
    rps: [],
    ratios: [],
    p99: [],
    userMicros: [],
    systemMicros: [],
    failures: 0,
  }));
  for (let round = 0; round < rounds; round++) {
    for (const result of results) {
      const measured = await measure(result.url, duration, result.headers);
      result.rps.push(measured.rps);
      result.p99.push(measured.p99);
      result.userMicros.push(measured.userMicros);
      result.systemMicros.push(measured.systemMicros);
      result.failures += measured.failures;
    }
    const bareRps = results[0].rps[round];
    for (const result of results) {
      result.ratios.push(bareRps > 0 ? result.rps[round] / bareRps : 0);
    }
  }
  console.log('');
  console.log(
    `${'alvo'.padEnd(34)} ${'req/s (mediana)'.padStart(16)} ${'p99 ms'.padStart(8)} ${'razão (mediana)'.padStart(16)}  ${'CPU do servidor por pedido'.padEnd(30)}  razão por rodada`,
  );
  for (const r of results) {
    const perRound = r.ratios.map((x) => x.toFixed(2)).join(' ');
    const cpu = `${median(r.userMicros).toFixed(1)} µs usuário + ${median(r.systemMicros).toFixed(1)} µs kernel`;
    console.log(
      `${r.name.padEnd(34)} ${Math.round(median(r.rps)).toString().padStart(16)} ${String(median(r.p99)).padStart(8)} ${median(r.ratios).toFixed(3).padStart(16)}  ${cpu.padEnd(30)}  ${perRound}${r.failures > 0 ? `  (${r.failures} falhas)` : ''}`,
    );
  }
  const ratio = median(results[2].ratios);
  console.log('');
  console.log(
    `lista pública de planos / rota pura = ${ratio.toFixed(3)} (meta ≥ ${PLAN_LIST_GOAL}): ${ratio >= PLAN_LIST_GOAL ? 'ok' : 'abaixo da meta'}`,
  );
  const authRatio = median(results[3].ratios);
  const busyRatio = median(results[4].ratios);
  const authP99 = median(results[3].p99);
  const bareP99 = median(results[0].p99);
  console.log(
    `leitura autenticada / rota pura = ${authRatio.toFixed(3)} (meta ≥ ${AUTH_GET_SCALE_GOAL} da issue 28, ≥ ${AUTH_GET_GOAL} da issue 17): ${authRatio >= AUTH_GET_GOAL ? 'ok' : authRatio >= AUTH_GET_SCALE_GOAL ? 'ok na issue 28, abaixo da issue 17' : 'abaixo da meta'}; p99 ${authP99} ms (meta ≤ ${AUTH_GET_P99_GOAL_MS}; a rota pura, ${bareP99} ms): ${authP99 <= AUTH_GET_P99_GOAL_MS ? 'ok' : 'acima da meta'}`,
  );
  console.log(
    `para comparar: a rota pura com ${BUSY_ROUTE_MICROSECONDS} µs de CPU por pedido mede ${busyRatio.toFixed(3)} da rota pura nesta máquina (cada resposta, com o cliente dormindo, paga ao kernel acordá-lo)`,
  );
  return results;
}

/** The requests of the routing's labelled dev set, in its order. */
function devRequests() {
  return fs
    .readFileSync(new URL('../src/modules/routing/data/dev.tsv', import.meta.url), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t')[0]);
}

/** The Commander's routing (p95) and the partner embed's gzip sizes. */
function routingAndEmbed() {
  // The Commander's routing, in process, over the labelled dev set.
  const devSet = devRequests();
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
    const commanderTotal = files.filter(inCommanderFirstOpen).reduce((sum, name) => sum + gzipKb(name), 0);
    console.log(
      `embed (gzip): loader ${size('sppock-embed.js')} (meta ≤ 10 kB); chatbot ${size('sppock-widget.js')} e Commander ${commanderTotal.toFixed(1)} kB ao abrir (meta ≤ 80 kB cada, issue 28; os orçamentos exatos da primeira abertura estão no size-limit de @sppock/ui)`,
    );
  } else {
    console.log(
      'embed: packages/ui/dist-embed ausente — rode `npm run build:embed -w @sppock/ui` para medir o loader e o widget.',
    );
  }
}

/**
 * The same CPU work on the server's thread right after a pause of `pauseMs` and again at once, in
 * pairs: the Commander's routing of the dev set's first requests (the server's own code, no
 * database, no I/O; about as long as one step of a message). On a VM whose idle core goes back to
 * the host (measured 29/11/2026 on a Firecracker VM with `haltpoll.guest_halt_poll_ns=0`: 1.5×,
 * +0.5 to 1.2 ms whether the work takes 0.4 or 6 ms), whatever the server does after waiting for the
 * next message runs slower: with 64 answers on their way, a message arrives about every 48 ms and
 * finds the thread cold, and so does its answer's end. Printed beside the chat's rows so that each
 * machine shows how much of its figure this is.
 */
async function afterIdle(pauseMs) {
  const messages = 10;
  const texts = devRequests().slice(0, messages);
  const job = () => {
    const started = performance.now();
    for (const text of texts) {
      routeMessage(text);
    }
    return performance.now() - started;
  };
  for (let round = 0; round < 100; round++) {
    job();
  }
  const cold = [];
  const warm = [];
  const factors = [];
  const extra = [];
  for (let pair = 0; pair < 40; pair++) {
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    const first = job();
    const second = job();
    cold.push(first);
    warm.push(second);
    factors.push(first / second);
    extra.push(first - second);
  }
  return {
    messages,
    pauseMs,
    coldMs: median(cold),
    warmMs: median(warm),
    factor: median(factors),
    extraMs: median(extra),
  };
}

/**
 * The chat's time as the server's own thread saw it: from a request's arrival (Node's
 * `http.server.request.start`, its headers read) to its answer's last byte handed to the socket
 * (`http.server.response.finish`), less the time its calls to the provider were open (node:http's
 * `http.client.request.start` to that request's close — llm/provider-fetch.ts — or the global
 * fetch's `undici:request:create` to `undici:request:trailers`), each call tied to its chat request
 * by the async context. Left out: the client's side (its fetch, the loopback, the thread it runs
 * on). `take` is printed for one message at a time only: with others in flight, an answer of the
 * provider that waits for the busy thread to read it would count as the provider's time, not the
 * server's. With answers on their way, `takeTotals` gives each request's whole time on the server
 * (arrival to last byte) by caller: less the provider's own time on that message (as the provider
 * saw it), the wait for a busy thread stays the server's.
 */
function serverSideTimes(path) {
  const context = new AsyncLocalStorage();
  const records = new WeakMap();
  const calls = new WeakMap();
  const taken = [];
  const totals = new Map();
  const handlers = {
    'http.server.request.start': ({ request }) => {
      const record = request.url.startsWith(path)
        ? { start: performance.now(), provider: 0, caller: request.headers.authorization }
        : undefined;
      if (record) {
        records.set(request, record);
      }
      context.enterWith(record);
    },
    'http.server.response.finish': ({ request }) => {
      const record = records.get(request);
      if (record) {
        const total = performance.now() - record.start;
        taken.push(total - record.provider);
        const callers = totals.get(record.caller) ?? [];
        callers.push(total);
        totals.set(record.caller, callers);
      }
    },
    'undici:request:create': ({ request }) => {
      const record = context.getStore();
      if (record) {
        calls.set(request, { record, start: performance.now() });
      }
    },
    'undici:request:trailers': ({ request }) => {
      const call = calls.get(request);
      if (call) {
        call.record.provider += performance.now() - call.start;
      }
    },
    'http.client.request.start': ({ request }) => {
      const record = context.getStore();
      if (record) {
        const start = performance.now();
        request.once('close', () => {
          record.provider += performance.now() - start;
        });
      }
    },
  };
  for (const [name, handler] of Object.entries(handlers)) {
    diagnostics.subscribe(name, handler);
  }
  return {
    /** The times of the answers finished since the last call. */
    take: () => taken.splice(0),
    /** Each caller's requests' whole times on the server since the last call, in the order they ended. */
    takeTotals() {
      const byCaller = new Map(totals);
      totals.clear();
      return byCaller;
    },
    close() {
      for (const [name, handler] of Object.entries(handlers)) {
        diagnostics.unsubscribe(name, handler);
      }
    },
  };
}

/** The chat's measure (below); returns how many messages failed. */
async function chatTimes(serverUrl) {
  // A Commander message over the instant provider (issue 28 item 3): 1 and 64 at once, as JSON and
  // as the chat's stream (SSE, what the UI asks for with `accept: text/event-stream`). 64 people,
  // each in a conversation of their own; a round is one message from each, one after the other
  // (1 at once) or all together (64), and the clock moves past the spacing (spec 2 §9) between
  // rounds. The client's time is request to last byte, on loopback, the provider answering at
  // once; the server's own is that less the provider's own time on the message's model call (from
  // the request's arrival to the answer's end, as the fake provider saw them), as gateways publish
  // their overhead. The stream's first byte is when its first part reaches the client.
  const people = await chatPeople(CHAT_PEOPLE);
  const onServer = serverSideTimes('/api/agents/chatsppock/api/');
  const profiler = values['chat-profile'] ? await startProfile() : null;
  const chat = `${serverUrl}/api/agents/chatsppock/api/`;
  const chatRounds = Math.max(1, Number(values['chat-rounds']));
  let chatFailures = 0;
  let sent = 0;
  const queriesBefore = statements.count;
  console.log('');
  for (const streams of [1, CHAT_PEOPLE]) {
    for (const sse of [false, true]) {
      const times = [];
      const clientTimes = [];
      const providerTimes = [];
      const firstBytes = [];
      const serverTimes = [];
      for (let round = 0; round < chatRounds + 1; round++) {
        clock.advance(3_100);
        const replied = nextReply();
        chatClients.postMessage({ url: chat, people, round, sse, together: streams > 1 });
        const { results } = await replied;
        sent += results.length;
        const seenByServer = onServer.take();
        if (round > 0) {
          serverTimes.push(...seenByServer);
        }
        for (const result of results) {
          if (!result.ok) {
            chatFailures += 1;
          }
          // The first round warms up (a conversation's first message also starts it).
          if (round > 0) {
            times.push(result.total - result.provider);
            clientTimes.push(result.total);
            providerTimes.push(result.provider);
            firstBytes.push(result.firstByte);
          }
        }
      }
      const mode = sse ? 'SSE ' : 'JSON';
      const label = `chat, ${String(streams).padStart(2)} ao mesmo tempo, ${mode} (${times.length} mensagens)`;
      const pad = ' '.repeat(label.length);
      console.log(
        `${label}: no cliente p50 ${percentile(clientTimes, 50).toFixed(1)} ms, p99 ${percentile(clientTimes, 99).toFixed(1)} ms; o provedor, p50 ${percentile(providerTimes, 50).toFixed(1)} ms`,
      );
      console.log(`${pad}  ${figures('tempo próprio do servidor', times)}`);
      if (streams === 1) {
        console.log(`${pad}  ${figures('medido no servidor', serverTimes)}`);
      }
      if (sse) {
        console.log(`${pad}  ${figures('primeiro byte', firstBytes)}`);
      }
    }
  }
  console.log(
    `comandos SQL por mensagem ao Commander: ${((statements.count - queriesBefore) / sent).toFixed(1)}${chatFailures ? `  (${chatFailures} falhas)` : ''}`,
  );

  // The same 64 people as a model answers them (how gateways publish their overhead: LiteLLM,
  // Bifrost): the provider streams each answer over 3 s (first piece at 0.3 s), each person sends
  // again 3.1 s after their last send (the spec's spacing is 3 s), spread so that about 64 answers
  // are on their way at any moment. The server's own time is the client's less the provider's own
  // time on that message (its 3 s and however late its timers fired).
  for (const sse of [false, true]) {
    clock.advance(3_100);
    const replied = nextReply();
    chatClients.postMessage({
      type: 'paced',
      url: chat,
      people,
      sse,
      rounds: chatRounds,
      spacingMs: PACED_SPACING_MS,
      pace: PROVIDER_PACE,
    });
    onServer.take();
    onServer.takeTotals();
    const { results } = await replied;
    const failed = results.filter((result) => !result.ok).length;
    chatFailures += failed;
    const own = results.filter((result) => result.ok).map((result) => result.total - result.provider);
    // Each person's messages went one after another: their n-th result is their n-th request.
    const totals = onServer.takeTotals();
    const onServerOwn = results.flatMap((result, index) => {
      const total = totals.get(people[Math.floor(index / chatRounds)].authorization)?.[index % chatRounds];
      return result.ok && total !== undefined ? [total - result.provider] : [];
    });
    const label = `chat, ${CHAT_PEOPLE} respostas a caminho ao mesmo tempo (provedor de ${PROVIDER_PACE.totalMs / 1000} s), ${sse ? 'SSE ' : 'JSON'} (${own.length} mensagens)`;
    console.log(
      `${label}: ${figures('tempo próprio do servidor', own)}${failed ? `  (${failed} falhas)` : ''}`,
    );
    console.log(
      `${' '.repeat(label.length)}  ${figures('medido no servidor (menos o tempo do provedor)', onServerOwn)}`,
    );
  }
  const idle = await afterIdle(PACED_SPACING_MS / CHAT_PEOPLE);
  console.log(
    `para comparar: a mesma CPU do servidor (o roteamento de ${idle.messages} pedidos, sem banco nem rede) leva p50 ${idle.coldMs.toFixed(2)} ms depois de ${idle.pauseMs.toFixed(0)} ms parada (o intervalo entre as chegadas das ${CHAT_PEOPLE} pessoas) e ${idle.warmMs.toFixed(2)} ms logo em seguida: ${idle.factor.toFixed(2)}×, +${idle.extraMs.toFixed(2)} ms cada vez que a thread volta da espera nesta máquina`,
  );
  onServer.close();
  if (profiler) {
    fs.writeFileSync(values['chat-profile'], JSON.stringify(await profiler.stop()));
    console.log(`perfil de CPU do chat: ${values['chat-profile']}`);
  }
  return chatFailures;
}

/** Starts Chrome's CPU profiler on this thread; `stop` gives the profile. */
async function startProfile() {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return {
    async stop() {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      return profile;
    },
  };
}

try {
  const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
  const serverUrl = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const results = onlyChat ? [] : await throughput(serverUrl, bareUrl);
  const chatFailures = onlyReads ? 0 : await chatTimes(serverUrl);

  if (values.only === '') {
    routingAndEmbed();
  }
  if (results.some((r) => r.failures > 0) || chatFailures > 0) {
    process.exitCode = 1;
  }
} finally {
  await bare.close();
  await server.close();
  await database.close();
  chatClients.postMessage({ type: 'close' });
  fs.rmSync(dataDir, { recursive: true, force: true });
}
