// Answers that survive a reload (issue 29 item 4, the AI SDK's resumable streams pattern): while
// an answer is generated, each part of its UI message stream is recorded under the session's
// active stream, so a reload, a second tab or a dropped connection replays what was said and then
// follows the rest live. A stop announced for the session reaches the node running the model
// call, whichever node received it. In memory on one node; Redis (a list per stream, pub/sub for
// the live parts and the stops) when REDIS_URL is set. Bounded: at most RECORDED_BYTES recorded
// per stream, and a finished stream is forgotten ENDED_TTL_MS after its end.
import { Redis } from 'ioredis';

/** The most bytes of parts kept for replay per stream; past it, the stream can no longer be resumed. */
export const RECORDED_BYTES = 1024 * 1024;
/** How long a finished stream stays for the readers still replaying it. */
export const ENDED_TTL_MS = 60_000;
/** Redis: how long a running stream lives without its node's heartbeat (a node that died). */
const LIVE_TTL_MS = 30_000;
const HEARTBEAT_MS = 10_000;
/** The part that closes a recording; never sent to a client. */
const END = '\u0000end';

/** The node that generates an answer writes its parts here. */
export interface AnswerRecorder {
  /** Fires when a stop for this answer was announced (from any tab, on any node). */
  readonly stopSignal: AbortSignal;
  /** Records one part (JSON text) and sends it to the readers following live. */
  append(part: string): Promise<void>;
  /** The answer ended: readers finish, and the recording goes ENDED_TTL_MS later. */
  end(): Promise<void>;
}

/** What a reader gets: the recorded parts, then the live ones, until the answer ends. */
export type AnswerFollow = AsyncIterable<string>;

export interface AnswerStreamStore {
  readonly kind: 'memory' | 'redis';
  /** Starts recording the answer `streamId` of `sessionId`, which becomes the session's active stream. */
  begin(sessionId: string, streamId: string): Promise<AnswerRecorder>;
  /**
   * The session's answer in flight, replayed from its first part and followed live; null when none
   * is in flight (none started, it ended, or it outgrew RECORDED_BYTES). `signal` ends the reading.
   */
  follow(sessionId: string, signal?: AbortSignal): Promise<AnswerFollow | null>;
  /** Asks the node generating the session's answer to stop it; false when no answer is in flight. */
  stop(sessionId: string): Promise<boolean>;
  close(): Promise<void>;
}

/** A queue of parts a reader awaits one by one (the live side of a follow). */
class PartQueue {
  private readonly parts: (string | typeof END)[] = [];
  private wake: (() => void) | null = null;
  private done = false;

  push(part: string | typeof END): void {
    this.parts.push(part);
    this.wake?.();
  }

  finish(): void {
    this.done = true;
    this.wake?.();
  }

  async *drain(signal?: AbortSignal): AsyncGenerator<string> {
    const onAbort = () => this.finish();
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      for (;;) {
        // A reader that left takes nothing more, even what already waits for it.
        if (signal?.aborted) {
          return;
        }
        const part = this.parts.shift();
        if (part === END) {
          return;
        }
        if (part !== undefined) {
          yield part;
          continue;
        }
        if (this.done) {
          return;
        }
        await new Promise<void>((resolve) => {
          this.wake = resolve;
        });
        this.wake = null;
      }
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
  }
}

interface MemoryStream {
  streamId: string;
  parts: string[];
  bytes: number;
  overflow: boolean;
  ended: boolean;
  readers: Set<PartQueue>;
  stop: AbortController;
}

/** One node: the recordings live in this process. */
export class MemoryAnswerStreams implements AnswerStreamStore {
  readonly kind = 'memory' as const;
  private readonly streams = new Map<string, MemoryStream>();
  private readonly timers = new Set<NodeJS.Timeout>();

  async begin(sessionId: string, streamId: string): Promise<AnswerRecorder> {
    const stream: MemoryStream = {
      streamId,
      parts: [],
      bytes: 0,
      overflow: false,
      ended: false,
      readers: new Set(),
      stop: new AbortController(),
    };
    this.streams.set(sessionId, stream);
    return {
      stopSignal: stream.stop.signal,
      append: async (part) => {
        if (stream.ended) {
          return;
        }
        if (!stream.overflow) {
          stream.bytes += Buffer.byteLength(part);
          if (stream.bytes > RECORDED_BYTES) {
            stream.overflow = true;
            stream.parts = [];
          } else {
            stream.parts.push(part);
          }
        }
        for (const reader of stream.readers) {
          reader.push(part);
        }
      },
      end: async () => {
        if (stream.ended) {
          return;
        }
        stream.ended = true;
        for (const reader of stream.readers) {
          reader.push(END);
        }
        stream.readers.clear();
        const timer = setTimeout(() => {
          this.timers.delete(timer);
          if (this.streams.get(sessionId) === stream) {
            this.streams.delete(sessionId);
          }
        }, ENDED_TTL_MS);
        timer.unref();
        this.timers.add(timer);
      },
    };
  }

  async follow(sessionId: string, signal?: AbortSignal): Promise<AnswerFollow | null> {
    const stream = this.streams.get(sessionId);
    if (!stream || stream.ended || stream.overflow) {
      return null;
    }
    const queue = new PartQueue();
    for (const part of stream.parts) {
      queue.push(part);
    }
    stream.readers.add(queue);
    return (async function* () {
      try {
        yield* queue.drain(signal);
      } finally {
        stream.readers.delete(queue);
      }
    })();
  }

  async stop(sessionId: string): Promise<boolean> {
    const stream = this.streams.get(sessionId);
    if (!stream || stream.ended) {
      return false;
    }
    stream.stop.abort();
    return true;
  }

  async close(): Promise<void> {
    for (const timer of this.timers) {
      clearTimeout(timer);
    }
    this.timers.clear();
    for (const stream of this.streams.values()) {
      for (const reader of stream.readers) {
        reader.finish();
      }
    }
    this.streams.clear();
  }
}

/**
 * Several nodes: `<prefix>answer:active:<session>` names the session's stream while it runs (it
 * expires without its node's heartbeat), `<prefix>answer:parts:<stream>` is the list of its parts
 * and the channel of the same name carries each new one as `<index>\n<part>`; the channel
 * `<prefix>answer:stop` carries the stream ids to stop.
 */
export class RedisAnswerStreams implements AnswerStreamStore {
  readonly kind = 'redis' as const;
  private readonly commands: Redis;
  private readonly subscriber: Redis;
  private readonly prefix: string;
  private readonly stopChannel: string;
  /** The answers this node generates, by stream id. */
  private readonly running = new Map<string, AbortController>();
  /** The readers on this node, by channel. */
  private readonly channels = new Map<string, Set<(message: string) => void>>();
  private readonly ready: Promise<unknown>;

  constructor(url: string, prefix = 'sppock:') {
    this.prefix = `${prefix}answer:`;
    this.stopChannel = `${this.prefix}stop`;
    this.commands = new Redis(url, { maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { maxRetriesPerRequest: 2 });
    // Connection errors surface on the commands; the event is only noise.
    this.commands.on('error', () => {});
    this.subscriber.on('error', () => {});
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.stopChannel) {
        this.running.get(message)?.abort();
        return;
      }
      for (const listener of this.channels.get(channel) ?? []) {
        listener(message);
      }
    });
    this.ready = this.subscriber.subscribe(this.stopChannel);
  }

  private activeKey(sessionId: string) {
    return `${this.prefix}active:${sessionId}`;
  }

  private partsKey(streamId: string) {
    return `${this.prefix}parts:${streamId}`;
  }

  async begin(sessionId: string, streamId: string): Promise<AnswerRecorder> {
    await this.ready;
    const stop = new AbortController();
    this.running.set(streamId, stop);
    const active = this.activeKey(sessionId);
    const key = this.partsKey(streamId);
    await this.commands.multi().set(active, streamId, 'PX', LIVE_TTL_MS).del(key).exec();
    const heartbeat = setInterval(() => {
      void this.commands
        .multi()
        .pexpire(active, LIVE_TTL_MS)
        .pexpire(key, LIVE_TTL_MS)
        .exec()
        .catch(() => undefined);
    }, HEARTBEAT_MS);
    heartbeat.unref();
    let index = 0;
    let bytes = 0;
    let overflow = false;
    let ended = false;
    return {
      stopSignal: stop.signal,
      append: async (part) => {
        if (ended) {
          return;
        }
        const message = `${index}\n${part}`;
        index += 1;
        const write = this.commands.multi();
        if (!overflow) {
          bytes += Buffer.byteLength(part);
          if (bytes > RECORDED_BYTES) {
            // Readers who start now could not get the whole answer: the stream is no longer resumable.
            overflow = true;
            write.del(key);
          } else {
            write.rpush(key, part).pexpire(key, LIVE_TTL_MS);
          }
        }
        await write.publish(key, message).exec();
      },
      end: async () => {
        if (ended) {
          return;
        }
        ended = true;
        clearInterval(heartbeat);
        this.running.delete(streamId);
        const write = this.commands.multi();
        if (!overflow) {
          write.rpush(key, END).pexpire(key, ENDED_TTL_MS);
        }
        // The session's pointer goes only if it is still this stream's (a newer answer may have begun).
        write.eval(
          "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0",
          1,
          active,
          streamId,
        );
        await write.publish(key, `${index}\n${END}`).exec();
      },
    };
  }

  async follow(sessionId: string, signal?: AbortSignal): Promise<AnswerFollow | null> {
    const streamId = await this.commands.get(this.activeKey(sessionId));
    if (!streamId) {
      return null;
    }
    const key = this.partsKey(streamId);
    const queue = new PartQueue();
    /** Live parts that arrived before the replay was read: kept by index, deduplicated after. */
    const early: [number, string][] = [];
    let next = -1;
    const listener = (message: string) => {
      const cut = message.indexOf('\n');
      const index = Number(message.slice(0, cut));
      const part = message.slice(cut + 1);
      if (next < 0) {
        early.push([index, part]);
      } else if (index === next) {
        next += 1;
        queue.push(part);
      } else if (index > next) {
        // A part was missed: the reader cannot give the whole answer, so it stops here.
        queue.finish();
      }
    };
    // Subscribed before reading the list, so no part falls between the replay and the live side.
    let listeners = this.channels.get(key);
    if (!listeners) {
      listeners = new Set();
      this.channels.set(key, listeners);
      await this.subscriber.subscribe(key);
    }
    listeners.add(listener);
    const release = async () => {
      const set = this.channels.get(key);
      set?.delete(listener);
      if (set && set.size === 0) {
        this.channels.delete(key);
        await this.subscriber.unsubscribe(key).catch(() => undefined);
      }
    };
    const recorded = await this.commands.lrange(key, 0, -1);
    if (recorded.length === 0 || recorded.at(-1) === END) {
      await release();
      return null;
    }
    for (const part of recorded) {
      queue.push(part);
    }
    next = recorded.length;
    for (const [index, part] of early) {
      listener(`${index}\n${part}`);
    }
    // A node that died mid-answer sends no end: its stream's pointer expires. Then whatever the
    // list still holds past the replay is given, and the reader stops.
    const watch = setInterval(() => {
      void this.commands
        .exists(this.activeKey(sessionId))
        .then(async (count) => {
          if (count > 0) {
            return;
          }
          const rest = await this.commands.lrange(key, next, -1);
          for (const part of rest) {
            listener(`${next}\n${part}`);
          }
          queue.finish();
        })
        .catch(() => undefined);
    }, HEARTBEAT_MS);
    watch.unref();
    return (async function* () {
      try {
        for await (const part of queue.drain(signal)) {
          if (part === END) {
            return;
          }
          yield part;
        }
      } finally {
        clearInterval(watch);
        await release();
      }
    })();
  }

  async stop(sessionId: string): Promise<boolean> {
    const streamId = await this.commands.get(this.activeKey(sessionId));
    if (!streamId) {
      return false;
    }
    await this.commands.publish(this.stopChannel, streamId);
    return true;
  }

  async close(): Promise<void> {
    this.commands.disconnect();
    this.subscriber.disconnect();
  }
}
