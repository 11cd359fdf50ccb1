// How every API node hears that a user's sessions changed (a logout, a password change, a device
// evicted, an account deleted), so that the sessions each node keeps in memory are dropped at
// once. In-process by default (one node); Redis pub/sub when REDIS_URL is set. A node that is not
// sure it hears every announcement (the subscription is down or reconnecting) says so through
// `listening`, and its cache stops answering until it is sure again: it never trusts a session
// it might have missed the end of.
import { Redis } from 'ioredis';

export interface RevocationChannel {
  readonly kind: 'in-process' | 'redis';
  /** True while this node hears every announcement; false while it may be missing some. */
  readonly listening: boolean;
  /**
   * Grows whenever the node may have missed announcements (the subscription dropped or came
   * back): anything remembered under an older epoch must be forgotten.
   */
  readonly epoch: number;
  /** Tells every node, this one included, that `userId`'s sessions changed. Throws if it cannot. */
  announce(userId: number): Promise<void>;
  /** Calls `listener` with the user id of every announcement, this node's own included. */
  onAnnouncement(listener: (userId: number) => void): void;
  close(): Promise<void>;
}

export class InProcessRevocations implements RevocationChannel {
  readonly kind = 'in-process' as const;
  readonly listening = true;
  readonly epoch = 0;
  private readonly listeners: ((userId: number) => void)[] = [];

  async announce(userId: number): Promise<void> {
    for (const listener of this.listeners) {
      listener(userId);
    }
  }

  onAnnouncement(listener: (userId: number) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.listeners.length = 0;
  }
}

export class RedisRevocations implements RevocationChannel {
  readonly kind = 'redis' as const;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly channel: string;
  private readonly listeners: ((userId: number) => void)[] = [];
  private subscribed = false;
  private closed = false;
  epoch = 0;

  constructor(url: string, prefix = 'sppock:') {
    this.channel = `${prefix}sessions:revoked`;
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true });
    // The subscription is renewed by hand on every connection (`autoResubscribe: false`), so
    // `listening` turns true only once Redis has confirmed it, not when the socket is up.
    this.subscriber = new Redis(url, { autoResubscribe: false, enableOfflineQueue: false });
    // Connection errors surface on the commands and on `listening`; the event is only noise.
    this.publisher.on('error', () => {});
    this.subscriber.on('error', () => {});
    this.subscriber.on('ready', () => {
      void this.subscribe();
    });
    for (const event of ['close', 'reconnecting', 'end'] as const) {
      this.subscriber.on(event, () => this.lost());
    }
    this.subscriber.on('message', (channel: string, message: string) => {
      const userId = Number(message);
      if (channel === this.channel && Number.isSafeInteger(userId)) {
        this.deliver(userId);
      }
    });
  }

  get listening(): boolean {
    return this.subscribed && this.subscriber.status === 'ready';
  }

  private lost(): void {
    if (this.subscribed) {
      this.subscribed = false;
      this.epoch += 1;
    }
  }

  private async subscribe(): Promise<void> {
    try {
      await this.subscriber.subscribe(this.channel);
      if (!this.closed && this.subscriber.status === 'ready') {
        // Whatever was announced while the node was not subscribed is unknown: a new epoch.
        this.epoch += 1;
        this.subscribed = true;
      }
    } catch {
      // The connection dropped again; the next 'ready' tries once more.
    }
  }

  private deliver(userId: number): void {
    for (const listener of this.listeners) {
      listener(userId);
    }
  }

  async announce(userId: number): Promise<void> {
    // This node forgets first, without waiting for the message to come back from Redis.
    this.deliver(userId);
    await this.publisher.publish(this.channel, String(userId));
  }

  onAnnouncement(listener: (userId: number) => void): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.lost();
    this.listeners.length = 0;
    await Promise.all([
      this.publisher.quit().catch(() => this.publisher.disconnect()),
      this.subscriber.quit().catch(() => this.subscriber.disconnect()),
    ]);
  }
}
