// The chat's load generator for `npm run bench`, in a worker thread of its own (as autocannon
// runs in one): the instant fake provider and the clients that send the messages and read the
// answers (JSON or SSE) share this thread's event loop, not the server's, so the figures are the
// server's own time. The main thread posts a round (who sends what, one after the other or all
// at once) and gets back, per message, the time to the last byte, to the first byte, the time
// the provider itself took to answer it and whether it was answered.
import { parentPort } from 'node:worker_threads';
import { startFakeOpenAICompatible } from '../test/fakes/llm/index.ts';

// A provider that answers at once: what remains of a chat message's time is the server's own.
const provider = await startFakeOpenAICompatible();

/**
 * How long the provider took over the model call of `message` (from the request's arrival to its
 * answer's end, as the fake provider saw them); 0 when the server answered without calling it.
 */
function providerTimeOf(message) {
  for (let index = provider.requests.length - 1; index >= 0; index--) {
    const request = provider.requests[index];
    if (request.prompt?.messages.at(-1)?.text === message && request.answeredAt !== null) {
      return request.answeredAt - request.receivedAt;
    }
  }
  return 0;
}

/**
 * One message of `person`, read to its last byte: the client's time, the first byte's, the
 * provider's own time and whether it was answered.
 */
async function sendChatMessage(url, person, message, sse) {
  const started = performance.now();
  const reply = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: person.authorization,
      'content-type': 'application/json',
      ...(sse ? { accept: 'text/event-stream' } : {}),
    },
    body: JSON.stringify({
      action: 'send_message',
      session_id: person.sessionId,
      message,
      location: 'Brasil',
    }),
  });
  let firstByte = null;
  let text = '';
  const decoder = new TextDecoder();
  for await (const chunk of reply.body) {
    firstByte ??= performance.now() - started;
    text += decoder.decode(chunk, { stream: true });
  }
  const total = performance.now() - started;
  // A stream that failed midway still ends with 200: it is answered only with its finish part.
  const ok = reply.status === 200 && (!sse || text.includes('"type":"finish"'));
  return { ok, total, firstByte: firstByte ?? total, provider: providerTimeOf(message) };
}

parentPort.on('message', async (task) => {
  if (task.type === 'close') {
    await provider.close();
    parentPort.close();
    return;
  }
  if (task.type === 'paced') {
    parentPort.postMessage({ type: 'round', results: await pacedRounds(task) });
    return;
  }
  const { url, people, round, sse, together } = task;
  const send = (person, index) =>
    sendChatMessage(url, person, `Me dê uma ideia de post para a padaria, número ${round}-${index}`, sse);
  const results = [];
  if (together) {
    results.push(...(await Promise.all(people.map(send))));
  } else {
    for (const [index, person] of people.entries()) {
      results.push(await send(person, index));
    }
  }
  parentPort.postMessage({ type: 'round', results });
});

/**
 * Every person in a conversation with an answer on its way at once, as a model answers: the
 * provider takes `pace.totalMs` per answer (its first piece at `pace.firstTokenMs`), each person
 * sends again `spacingMs` after their last send, and the people start spread over that spacing,
 * so that about as many answers are streaming at any moment as there are people. Each result's
 * times are the client's; the caller takes the provider's time away.
 */
async function pacedRounds({ url, people, sse, rounds, spacingMs, pace }) {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
  provider.pace(pace);
  try {
    const perPerson = await Promise.all(
      people.map(async (person, index) => {
        await sleep((index * spacingMs) / people.length);
        const results = [];
        for (let round = 0; round < rounds; round++) {
          const sent = performance.now();
          results.push(
            await sendChatMessage(
              url,
              person,
              `Me dê uma ideia de post para a padaria, conversa ${index}, vez ${round}`,
              sse,
            ),
          );
          await sleep(spacingMs - (performance.now() - sent));
        }
        return results;
      }),
    );
    return perPerson.flat();
  } finally {
    provider.pace(null);
  }
}

parentPort.postMessage({ type: 'provider', baseUrl: provider.baseUrl, apiKey: provider.apiKey });
