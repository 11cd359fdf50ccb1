// `npm run soak -- --minutes N [--rate R]`: starts the server as `npm start` does (PGlite in a
// temporary folder, demo accounts, loopback) and drives a steady mix of real journeys at R
// journeys per second — sign in, chat with streaming answers, a document upload, support tickets,
// the account area's reads, the operator console — then prints requests, errors, p50/p99 latency
// and the server's memory (RSS) at the start and at the end. Goal (issue 17): 0 errors and memory
// growth under 10 % over 30 minutes.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    minutes: { type: 'string', default: '5' },
    rate: { type: 'string', default: '4' },
  },
});
const minutes = Number(values.minutes);
const rate = Number(values.rate);
if (!(minutes > 0) || !(rate > 0)) {
  console.error('Use --minutes N e --rate R com números positivos.');
  process.exit(2);
}

const serverDir = new URL('..', import.meta.url).pathname;

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return kb / 1024;
}

function percentile(numbers, p) {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sppock-soak-'));
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--conditions=@sppock/source', '--import', 'tsx', 'src/main.ts'], {
  cwd: serverDir,
  stdio: ['ignore', 'ignore', 'pipe'],
  env: {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    STATIC_DIR: '',
    LOG_LEVEL: 'warn',
    SPPOCK_DEMO: '1',
  },
});
let serverErrors = '';
server.stderr.on('data', (chunk) => {
  serverErrors = (serverErrors + chunk.toString()).slice(-4000);
});

async function waitForHealth() {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(`O servidor saiu (${server.exitCode}): ${serverErrors}`);
    }
    try {
      if ((await fetch(`${base}/healthz`)).ok) {
        return;
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('O servidor não respondeu em 2 minutos.');
}

const latencies = [];
const failures = new Map();
let requests = 0;

/** One call, timed; a 5xx, a network error or an unexpected status counts as an error. */
async function call(name, method, url, { token, body, form, expect = [200, 201], accept } = {}) {
  const headers = {};
  if (token) {
    headers.authorization = `Bearer ${token}`;
  }
  if (accept) {
    headers.accept = accept;
  }
  let payload;
  if (form) {
    payload = form;
  } else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const started = performance.now();
  requests += 1;
  try {
    const response = await fetch(`${base}${url}`, { method, headers, body: payload });
    const text = await response.text();
    latencies.push(performance.now() - started);
    if (!expect.includes(response.status)) {
      const key = `${name} → ${response.status}`;
      failures.set(key, (failures.get(key) ?? 0) + 1);
      return null;
    }
    const type = response.headers.get('content-type') ?? '';
    return type.includes('json') ? JSON.parse(text) : text;
  } catch (error) {
    latencies.push(performance.now() - started);
    const key = `${name} → ${error.message}`;
    failures.set(key, (failures.get(key) ?? 0) + 1);
    return null;
  }
}

async function signIn(email, password) {
  const reply = await call('login', 'POST', '/api/accounts/token/', { body: { email, password } });
  if (!reply?.access) {
    throw new Error(`Login de ${email} falhou.`);
  }
  return reply.access;
}

// The chat runs as the Enterprise account (20M tokens a month): at this rate half an hour of
// messages with their history passes the Professional plan's 2.4M (flex included), and the
// server then rightly answers 403 — a limit, not a failure of the soak's subject. A conversation
// gets ten messages, then a new one starts, as people do.
// Sends are spaced from the end of the previous one, and never overlap: the server spaces one
// user's messages (spec 2 §9) and rightly answers 429 to a send that comes too soon.
const state = { subscriber: '', operator: '', sessions: [], lastChat: 0, sent: 0, chatBusy: false };
const MESSAGES_PER_CONVERSATION = 10;

const journeys = [
  // The account area and the shell, as a signed-in subscriber opens them.
  async () => {
    await call('perfil', 'GET', '/api/accounts/users/profile/', { token: state.subscriber });
    await call('uso', 'GET', '/api/agents/chatsppock/api/usage/', { token: state.subscriber });
    await call('notificações', 'GET', '/api/support/notifications/', { token: state.subscriber });
    await call('planos', 'GET', '/payments/plans/');
  },
  // A chat message with a streamed answer (spaced as spec 2 §9 asks: 3 s per user and agent).
  async () => {
    if (state.chatBusy || Date.now() - state.lastChat < 3_200) {
      await call('conversas', 'GET', '/api/agents/chatsppock/api/conversations/', {
        token: state.operator,
      });
      return;
    }
    state.chatBusy = true;
    let session = state.sessions.at(-1);
    if (!session || state.sent >= MESSAGES_PER_CONVERSATION) {
      state.sent = 0;
      const created = await call('nova conversa', 'POST', '/api/agents/chatsppock/api/', {
        token: state.operator,
        body: { action: 'create_session', title: 'Soak' },
      });
      session = created?.session_id;
      if (session) {
        state.sessions.push(session);
      }
    }
    state.sent += 1;
    await call('mensagem (stream)', 'POST', '/api/agents/chatsppock/api/', {
      token: state.operator,
      accept: 'text/event-stream',
      body: {
        action: 'send_message',
        session_id: session,
        message: 'Quero três ideias de post para a padaria nesta semana',
        location: 'Brasil',
      },
    });
    state.lastChat = Date.now();
    state.chatBusy = false;
  },
  // A support ticket and the inbox.
  async () => {
    await call('nova mensagem de suporte', 'POST', '/api/support/messages/create/', {
      token: state.subscriber,
      body: {
        subject: 'Dúvida sobre a fatura',
        content: 'Gostaria de entender a cobrança deste mês, por favor.',
        category_id: 1,
        priority: 'normal',
      },
      expect: [200, 201, 429],
    });
    await call('caixa de suporte', 'GET', '/api/support/messages/', { token: state.subscriber });
  },
  // The operator console.
  async () => {
    await call('fila', 'GET', '/api/agents/async/stats/', { token: state.operator });
    await call('modelos', 'GET', '/api/agents/llm/models/', { token: state.operator });
  },
  // A document to the chat (multipart), when the chat accepts files.
  async () => {
    if (state.chatBusy || Date.now() - state.lastChat < 3_200) {
      return;
    }
    state.chatBusy = true;
    const form = new FormData();
    form.set('action', 'send_message');
    form.set('message', 'Resuma este documento');
    form.set('location', 'Brasil');
    if (state.sessions.at(-1)) {
      form.set('session_id', state.sessions.at(-1));
    }
    form.set(
      'file',
      new Blob(['Relatório de vendas de março.\nAs vendas cresceram 12% no mês.'], { type: 'text/plain' }),
      'relatorio.txt',
    );
    state.sent += 1;
    await call('documento', 'POST', '/api/agents/chatsppock/api/', {
      token: state.operator,
      form,
      accept: 'text/event-stream',
    });
    state.lastChat = Date.now();
    state.chatBusy = false;
  },
];

try {
  await waitForHealth();
  state.subscriber = await signIn('demo@sppock.dev', 'Demo@2026');
  state.operator = await signIn('admin@sppock.dev', 'Admin@2026');
  const startRss = rssMb(server.pid);
  const startedAt = Date.now();
  const endAt = startedAt + minutes * 60_000;
  console.log(
    `soak: ${minutes} min a ${rate} jornadas/s contra ${base} (PGlite), Node ${process.version}, ${os.cpus().length} CPUs; RSS inicial ${startRss.toFixed(0)} MB`,
  );
  let tick = 0;
  const inFlight = new Set();
  let nextReport = startedAt + 60_000;
  while (Date.now() < endAt) {
    const journey = journeys[tick % journeys.length];
    tick += 1;
    const running = journey().finally(() => inFlight.delete(running));
    inFlight.add(running);
    const due = startedAt + (tick * 1000) / rate;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())));
    if (Date.now() >= nextReport) {
      nextReport += 60_000;
      const errors = [...failures.values()].reduce((a, b) => a + b, 0);
      console.log(
        `  ${((Date.now() - startedAt) / 60_000).toFixed(0)} min: ${requests} pedidos, ${errors} erros, RSS ${rssMb(server.pid).toFixed(0)} MB`,
      );
    }
  }
  await Promise.all(inFlight);
  const endRss = rssMb(server.pid);
  const errors = [...failures.values()].reduce((a, b) => a + b, 0);
  console.log('');
  console.log(`pedidos: ${requests}`);
  console.log(
    `erros: ${errors}${errors ? ` (${[...failures].map(([k, n]) => `${k} ×${n}`).join('; ')})` : ''}`,
  );
  console.log(
    `latência: p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  const growth = ((endRss - startRss) / startRss) * 100;
  console.log(
    `memória (RSS): ${startRss.toFixed(0)} MB → ${endRss.toFixed(0)} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %; meta < 10 %)`,
  );
  if (errors > 0) {
    process.exitCode = 1;
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
