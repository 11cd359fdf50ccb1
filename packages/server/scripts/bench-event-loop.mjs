// `npm run bench:event-loop`: how long one request can hold the event loop. The server runs in
// this process (as `npm start` runs it: PGlite in a temporary folder, the offline provider) and
// perf_hooks.monitorEventLoopDelay samples the loop every 10 ms while a 2 MB .txt is sent through
// the chat: one word of 2,000,000 random letters (the hostile case of issue 25), then 2 MB of
// ordinary prose, then nothing at all (the baseline). Measured in turns (idle, word, prose, idle,
// …), and the longest delay and p99 of each are divided by the idle ones of the same round, then
// the median of the rounds is printed: a machine whose load changes moves both sides together.
//
//   npm run bench:event-loop [-- --rounds 3 --idle-seconds 2]
//
// The client (fetch with a FormData body) shares the event loop it measures; it writes 2 MB to a
// loopback socket, which costs a few milliseconds, the same for both files.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { buildServer } from '../src/app.ts';
import { ManualClock } from '../src/clock.ts';
import { loadConfig } from '../src/config.ts';
import { preloadTokenizer } from '../src/modules/llm/tokens.ts';
import { oneLongWord } from '../test/health-watch.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    'idle-seconds': { type: 'string', default: '2' },
  },
});
const rounds = Math.max(1, Number(values.rounds));
const idleMs = Number(values['idle-seconds']) * 1000;
const FILE_CHARS = 2_000_000;

/** Ordinary pt-BR prose: sentences of a bakery's catalogue in paragraphs, none quite the same. */
function prose(length) {
  const subjects = [
    'O kit café da manhã',
    'O coffee break corporativo',
    'A torta de limão',
    'O pão de queijo',
    'O bolo de fubá',
  ];
  const verbs = ['custa', 'sai por', 'fica em', 'tem preço de'];
  const tails = [
    'por pessoa, com entrega na Grande São Paulo.',
    'para pedidos feitos até quinta-feira.',
    'com frutas da estação e suco natural.',
    'no cardápio de eventos de 2026.',
  ];
  const paragraphs = [];
  let state = 11;
  const next = (n) => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state % n;
  };
  for (let total = 0; total < length; ) {
    const sentences = [];
    for (let i = 0; i < 4 + next(4); i += 1) {
      const price = `R$ ${10 + next(90)},${String(next(100)).padStart(2, '0')}`;
      sentences.push(
        `${subjects[next(subjects.length)]} ${verbs[next(verbs.length)]} ${price} ${tails[next(tails.length)]}`,
      );
    }
    const paragraph = sentences.join(' ');
    paragraphs.push(paragraph);
    total += paragraph.length + 2;
  }
  return paragraphs.join('\n\n').slice(0, length);
}

function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-bench-loop-'));
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
  SPPOCK_DEMO: '1',
  LLM_PROVIDER: 'offline',
});
// The chat spaces one user's messages (spec 2 §9): the clock moves past the spacing between sends.
const clock = new ManualClock();
const logger = pino({ level: config.logLevel }, pino.destination({ dest: '/dev/null', sync: false }));
const server = await buildServer({ config, logger, clock });
// As `npm start` does before it listens.
preloadTokenizer();

try {
  const url = await server.app.listen({ host: '127.0.0.1', port: 0 });
  const demo = server.demoAccounts.find((account) => account.role === 'assinante');
  const login = await fetch(`${url}/api/accounts/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demo.email, password: demo.password }),
  });
  const { access } = await login.json();
  const files = {
    word: { name: 'palavra.txt', bytes: Buffer.from(oneLongWord(FILE_CHARS)) },
    prose: { name: 'catalogo.txt', bytes: Buffer.from(prose(FILE_CHARS)) },
  };

  /** Sends one file with an instruction through the chat; resolves when the answer is in. */
  async function send(file) {
    clock.advance(3_100);
    const form = new FormData();
    form.append('action', 'send_message');
    form.append('message', 'Quanto custa o coffee break corporativo?');
    form.append('location', 'Brasil');
    form.append('file', new Blob([file.bytes], { type: 'text/plain' }), file.name);
    const reply = await fetch(`${url}/api/agents/chatsppock/api/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
      body: form,
    });
    await reply.arrayBuffer();
    if (reply.status !== 200) {
      throw new Error(`${file.name}: ${reply.status}`);
    }
  }

  /** The loop's longest delay and p99, in ms, while `work` runs. */
  async function loopDelay(work) {
    const histogram = monitorEventLoopDelay({ resolution: 10 });
    histogram.enable();
    const started = performance.now();
    await work();
    const seconds = (performance.now() - started) / 1000;
    histogram.disable();
    return { max: histogram.max / 1e6, p99: histogram.percentile(99) / 1e6, seconds };
  }

  // A first send of each loads what a first request loads (the multipart parser, the workers' code).
  await send(files.prose);
  await send(files.word);

  const scenarios = [
    { name: 'ocioso', work: () => sleep(idleMs) },
    { name: '2 MB numa palavra só', work: () => send(files.word) },
    { name: '2 MB de prosa', work: () => send(files.prose) },
  ];
  const results = scenarios.map((scenario) => ({
    ...scenario,
    max: [],
    p99: [],
    seconds: [],
    maxRatio: [],
    p99Ratio: [],
  }));
  console.log(
    `laço de eventos (monitorEventLoopDelay, resolução 10 ms): ${rounds} rodadas, PGlite, provedor offline, Node ${process.version}, ${os.cpus().length} CPUs, carga ${os.loadavg()[0].toFixed(1)}`,
  );
  for (let round = 0; round < rounds; round++) {
    for (const result of results) {
      const measured = await loopDelay(result.work);
      result.max.push(measured.max);
      result.p99.push(measured.p99);
      result.seconds.push(measured.seconds);
    }
    const idle = results[0];
    for (const result of results) {
      result.maxRatio.push(result.max[round] / idle.max[round]);
      result.p99Ratio.push(result.p99[round] / idle.p99[round]);
    }
  }
  console.log('');
  console.log(
    `${'envio pelo chat'.padEnd(22)} ${'duração s'.padStart(10)} ${'maior atraso ms'.padStart(16)} ${'p99 ms'.padStart(8)} ${'maior / ocioso'.padStart(15)} ${'p99 / ocioso'.padStart(13)}`,
  );
  for (const r of results) {
    console.log(
      `${r.name.padEnd(22)} ${median(r.seconds).toFixed(2).padStart(10)} ${median(r.max).toFixed(1).padStart(16)} ${median(r.p99).toFixed(1).padStart(8)} ${median(r.maxRatio).toFixed(2).padStart(15)} ${median(r.p99Ratio).toFixed(2).padStart(13)}`,
    );
  }
  console.log('');
  console.log(
    'Intervalos em ms entre amostras de 10 ms (ocioso: perto de 10), mediana das rodadas; razões contra o ocioso da mesma rodada.',
  );
} finally {
  await server.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
