/**
 * Waits for React to commit pending updates. React schedules through `MessageChannel`, which fake
 * timers leave alone, so this works while `setTimeout` is faked.
 */
export async function flushReact(rounds = 3): Promise<void> {
  for (let round = 0; round < rounds; round += 1) {
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    });
  }
}
