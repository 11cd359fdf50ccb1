// `npm run bench:chat` (issue 28 item 4): a 300-message conversation (markdown, tables, code
// blocks) in Chromium with the CPU slowed 4× (CDP), as Lighthouse's mobile preset does. Prints
// the time to open it (render to the newest message painted, and the page's Largest Contentful
// Paint), the time until the whole window is in, the page's elements, the long tasks while it
// opens and while a streamed answer is appended; and, measured in the same run after it (so with
// the caches the product warmed), the baseline of every message rendered at once (what the list
// did before CHAT_WINDOW), with the ratio.
// What users run: `npm run bench:chat` sets NODE_ENV=production, so Vite serves React's
// production build and compiles JSX for it (no development checks, no Fast Refresh); the bench
// refuses to print figures of the development build. React's Profiler reports nothing there, so
// the figures are the browser's own (long tasks, paints).
// Not part of `npm test`: figures are printed, not asserted (the DOM ceiling is held by
// ChatMessageList.test.tsx).

import { expect, it } from 'vitest';
import { cdp, page, userEvent } from 'vitest/browser';
import { renderWithSppock } from '../testing/renderWithSppock';
import { ChatMessageItem } from './ChatMessageItem';
import { CHAT_WINDOW } from './ChatMessageList';
import { CommanderChat } from './CommanderChat';
import { agentName } from './chatAgents';
import {
  LONG_SESSION_ID,
  longConversationMessages,
  longConversationSession,
} from './fixtureLongConversation';
import { CHAT_AGENTS, chatHandlers, SESSIONS } from './fixtures';

const COUNT = 300;
const CPU_SLOWDOWN = 4;
const NEWEST = 'Escreva um e-mail para o fornecedor de farinha pedindo o prazo de entrega de 25 kg. (150)';

interface LongTasks {
  count: number;
  longestMs: number;
  /** Each long task's duration in ms, longest first. */
  durations: number[];
}

/** Records the main thread's long tasks (> 50 ms) until `stop()`. */
function watchLongTasks(): { stop: () => LongTasks } {
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      durations.push(entry.duration);
    }
  });
  observer.observe({ type: 'longtask', buffered: false });
  return {
    stop: () => {
      for (const entry of observer.takeRecords()) {
        durations.push(entry.duration);
      }
      observer.disconnect();
      const rounded = durations.map(Math.round).sort((a, b) => b - a);
      return { count: rounded.length, longestMs: rounded[0] ?? 0, durations: rounded };
    },
  };
}

/** What one long animation frame spent its time on (Chromium's Long Animation Frames API). */
interface LongFrame {
  durationMs: number;
  /** Style and layout of the frame's rendering. */
  styleLayoutMs: number;
  /** Each script the frame ran, longest first: what called it, where, and for how long. */
  scripts: string[];
}

/** Records the frames longer than 50 ms until `stop()`, with their scripts, longest first. */
function watchLongFrames(): { stop: () => LongFrame[] } {
  const frames: LongFrame[] = [];
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries as unknown as Array<{
      duration: number;
      styleAndLayoutStart: number;
      startTime: number;
      renderStart: number;
      scripts: Array<{ invoker: string; sourceURL: string; sourceFunctionName: string; duration: number }>;
    }>) {
      const end = entry.startTime + entry.duration;
      frames.push({
        durationMs: Math.round(entry.duration),
        styleLayoutMs: entry.styleAndLayoutStart > 0 ? Math.round(end - entry.styleAndLayoutStart) : 0,
        scripts: [...entry.scripts]
          .sort((a, b) => b.duration - a.duration)
          .map(
            (script) =>
              `${Math.round(script.duration)} ms ${script.invoker} ${script.sourceFunctionName || ''} ${script.sourceURL.replace(/^.*\/(?=[^/]+$)/, '').replace(/\?.*$/, '')}`,
          ),
      });
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: 'long-animation-frame', buffered: false });
  return {
    stop: () => {
      record(observer.takeRecords());
      observer.disconnect();
      return frames.sort((a, b) => b.durationMs - a.durationMs);
    },
  };
}

/** The page's Largest Contentful Paint after `from`, in ms after it, at `stop()` (null if none). */
function watchLargestPaint(from: number): { stop: () => number | null } {
  let last: number | null = null;
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime >= from) {
        last = Math.round(entry.startTime - from);
      }
    }
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  return {
    stop: () => {
      observer.disconnect();
      return last;
    },
  };
}

/** Whether React's development build runs here (its elements carry `_store` for its checks). */
const developmentReact = () => '_store' in <div />;

const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
const elements = () => document.body.querySelectorAll('*').length;

async function waitForText(text: string): Promise<void> {
  await expect
    .poll(() => document.body.textContent?.includes(text), { timeout: 60_000, interval: 5 })
    .toBe(true);
}

it(`conversa de ${COUNT} mensagens, CPU ${CPU_SLOWDOWN}× mais lenta`, { timeout: 240_000 }, async () => {
  expect(
    developmentReact(),
    'React de desenvolvimento: rode `npm run bench:chat` (NODE_ENV=production)',
  ).toBe(false);
  await page.viewport(1280, 900);
  await cdp().send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  const messages = longConversationMessages(COUNT);

  // The product: CommanderChat opening the conversation from the server's answer (MSW).
  const openTasks = watchLongTasks();
  const openStart = performance.now();
  // Largest Contentful Paint is the page's (the first input ends it): the product opens first.
  const largestPaint = watchLargestPaint(openStart);
  const product = await renderWithSppock(<CommanderChat sessionId={LONG_SESSION_ID} sidebarDelayMs={0} />, {
    handlers: chatHandlers({
      sessions: [longConversationSession(COUNT), ...SESSIONS],
      messages: { [LONG_SESSION_ID]: messages },
      stream: 'slow',
      tokenDelayMs: 25,
    }),
  });
  await waitForText(NEWEST);
  await painted();
  const openMs = Math.round(performance.now() - openStart);
  // The rest of the window (CHAT_WINDOW messages) comes in after the newest are painted.
  await expect
    .poll(() => document.querySelectorAll('[role="log"] article').length, { timeout: 60_000, interval: 5 })
    .toBe(CHAT_WINDOW);
  await painted();
  const windowMs = Math.round(performance.now() - openStart);
  const openLcp = largestPaint.stop();
  const openLongTasks = openTasks.stop();

  // Settled (the markdown renderer's chunk in, the sidebar loaded): the page's elements.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const openElements = elements();

  // A streamed answer appended at the end of the conversation.
  const input = page.getByRole('textbox', { name: 'Mensagem' });
  await input.fill('Resuma a semana da padaria em três linhas.');
  const appendTasks = watchLongTasks();
  const appendFrames = watchLongFrames();
  const appendStart = performance.now();

  await userEvent.keyboard('{Enter}');
  await expect
    .poll(() => document.querySelector('[role="log"] [aria-busy="true"]') !== null, { timeout: 30_000 })
    .toBe(true);
  await expect
    .poll(() => document.querySelector('[role="log"] [aria-busy="true"]') === null, {
      timeout: 120_000,
      interval: 20,
    })
    .toBe(true);
  await painted();
  const append = appendTasks.stop();
  const appendLongFrames = appendFrames.stop();
  // The same time with the conversation open and nothing happening: the machine's own long tasks
  // (a busy machine shows some), to read the append's figure against.
  const idleTasks = watchLongTasks();
  await new Promise((resolve) => setTimeout(resolve, performance.now() - appendStart));
  const idle = idleTasks.stop();
  await product.screen.unmount();
  // Baseline, after the product: every message rendered at once.
  const baselineTasks = watchLongTasks();
  const baselineStart = performance.now();
  const baseline = await renderWithSppock(
    <div role="log" style={{ height: 800, overflowY: 'auto' }}>
      {messages.map((message) => (
        <ChatMessageItem
          key={message.id}
          entry={{
            key: message.id,
            id: message.id,
            role: message.role,
            content: message.content,
            timestamp: message.timestamp,
            ...(message.agent_used ? { agentUsed: message.agent_used } : {}),
          }}
          agent="chatsppock"
          sessionId={LONG_SESSION_ID}
          agentName={(agent) => agentName(agent, CHAT_AGENTS)}
        />
      ))}
    </div>,
    { handlers: chatHandlers() },
  );
  await waitForText(NEWEST);
  await painted();
  const baselineOpenMs = Math.round(performance.now() - baselineStart);
  const baselineElements = elements();
  const baselineOpenTasks = baselineTasks.stop();
  await baseline.screen.unmount();

  await cdp().send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const ratio = (value: number, base: number) => (base > 0 ? (value / base).toFixed(2) : '—');
  const lines = [
    '',
    `Conversa longa — ${COUNT} mensagens (markdown, tabelas, blocos de código), CPU ${CPU_SLOWDOWN}× mais lenta, React de produção, Chromium do Debian`,
    `                                   todas de uma vez   Sppock (janela de ${CHAT_WINDOW})   razão   meta`,
    `abrir (render até a última pintada)   ${String(baselineOpenMs).padStart(7)} ms   ${String(openMs).padStart(14)} ms   ${ratio(openMs, baselineOpenMs).padStart(6)}×   ≤ 1000 ms`,
    `  LCP da página ao abrir                              ${String(openLcp ?? '—').padStart(14)} ms            ≤ 1000 ms`,
    `  janela inteira (${CHAT_WINDOW} mensagens)                      ${String(windowMs).padStart(14)} ms`,
    `elementos na página                   ${String(baselineElements).padStart(10)}   ${String(openElements).padStart(17)}   ${ratio(openElements, baselineElements).padStart(6)}×   ≤ 3000`,
    `tarefas longas ao abrir (maior)       ${String(baselineOpenTasks.count).padStart(4)} (${baselineOpenTasks.longestMs} ms)   ${String(openLongTasks.count).padStart(10)} (${openLongTasks.longestMs} ms)`,
    `ao acrescentar uma resposta em stream: ${append.count} tarefas longas, a maior de ${append.longestMs} ms (meta: nenhuma > 50 ms)`,
    `  todas, em ms: ${append.durations.join(', ') || '—'}`,
    `  parado pelo mesmo tempo, na mesma execução: ${idle.count} tarefas longas, a maior de ${idle.longestMs} ms`,
    `  quadros longos ao acrescentar (Long Animation Frames: estilo e layout, e os scripts de cada um)${PerformanceObserver.supportedEntryTypes.includes('long-animation-frame') ? '' : ': não medidos neste navegador'}:`,
    ...appendLongFrames.flatMap((frame) => [
      `    ${frame.durationMs} ms, estilo e layout ${frame.styleLayoutMs} ms`,
      ...frame.scripts.slice(0, 4).map((script) => `      ${script}`),
    ]),
    '',
  ];
  console.log(lines.join('\n'));
});
