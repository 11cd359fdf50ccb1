// Fixed-window counters for throttles (login failures, code resends, registrations). In-process
// by default; in Redis when REDIS_URL is set, so every API node behind a load balancer shares
// the same windows.
import { Redis } from 'ioredis';
import type { Clock } from '../clock.ts';

export interface WindowState {
  /** Hits in the current window (0 when the window has expired). */
  count: number;
  /** Milliseconds until the window resets (0 when there is none). */
  resetInMs: number;
}

export interface RateLimiter {
  readonly kind: 'in-process' | 'redis';
  /**
   * Counts one hit in `key`'s window (opening a window of `windowMs` if none is open); `amount`
   * counts several at once (tokens of a model call) or gives some back when negative. Default 1.
   */
  hit(key: string, windowMs: number, amount?: number): Promise<WindowState>;
  /** The window's state without counting a hit. */
  peek(key: string): Promise<WindowState>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryRateLimiter implements RateLimiter {
  readonly kind = 'in-process' as const;
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly clock: Clock;
  private sweepAt = 0;

  constructor(clock: Clock) {
    this.clock = clock;
  }

  private current(key: string, now: number) {
    const window = this.windows.get(key);
    if (window && window.resetAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private sweep(now: number): void {
    // Expired windows are dropped now and then so the map cannot grow without bound.
    if (now < this.sweepAt) {
      return;
    }
    this.sweepAt = now + 60_000;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) {
        this.windows.delete(key);
      }
    }
  }

  async hit(key: string, windowMs: number, amount = 1): Promise<WindowState> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    let window = this.current(key, now);
    if (!window) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += amount;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async peek(key: string): Promise<WindowState> {
    const now = this.clock.now().getTime();
    const window = this.current(key, now);
    return window ? { count: window.count, resetInMs: window.resetAt - now } : { count: 0, resetInMs: 0 };
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  async close(): Promise<void> {
    this.windows.clear();
  }
}

const HIT_SCRIPT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

export class RedisRateLimiter implements RateLimiter {
  readonly kind = 'redis' as const;
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(url: string, prefix = 'sppock:rl:') {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    // Connection errors surface on the commands; the event is only noise in the log.
    this.redis.on('error', () => {});
    this.prefix = prefix;
  }

  async hit(key: string, windowMs: number, amount = 1): Promise<WindowState> {
    const [count, ttl] = (await this.redis.eval(
      HIT_SCRIPT,
      1,
      this.prefix + key,
      String(windowMs),
      String(Math.trunc(amount)),
    )) as [number, number];
    return { count, resetInMs: Math.max(0, ttl) };
  }

  async peek(key: string): Promise<WindowState> {
    const [value, ttl] = await Promise.all([
      this.redis.get(this.prefix + key),
      this.redis.pttl(this.prefix + key),
    ]);
    return value === null
      ? { count: 0, resetInMs: 0 }
      : { count: Number(value), resetInMs: Math.max(0, ttl) };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.redis.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/** A throttle: at most `limit` hits per window of `windowMs`. */
export type Throttle = readonly [limit: number, windowMs: number];

/** Counts one hit in `key`; returns the wait in ms when the limit is passed, else null. */
export async function overThrottle(
  limiter: RateLimiter,
  key: string,
  [limit, windowMs]: Throttle,
): Promise<number | null> {
  const state = await limiter.hit(key, windowMs);
  return state.count > limit ? state.resetInMs : null;
}
