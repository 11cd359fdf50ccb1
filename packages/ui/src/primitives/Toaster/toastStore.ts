import type { ReactNode } from 'react';

/** The spec's toast types (doc 1 §4). */
export type ToastType = 'blank' | 'error' | 'success' | 'loading' | 'custom';

/**
 * The id of the toast that says a session ended: the app's expiry handler and the shell's
 * SessionExpiryWarning both use it, so one toast shows however many of them hear the end.
 */
export const SESSION_END_TOAST_ID = 'sppock-session-end';

/** At most this many toasts at once; the oldest leaves first (doc 1 §9). */
export const TOAST_LIMIT = 20;

/** How long each type stays, in ms (doc 1 §9). `loading` stays until dismissed or updated. */
export const TOAST_DURATIONS: Readonly<Record<ToastType, number>> = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Number.POSITIVE_INFINITY,
  custom: 4000,
};

export type ToastContent = ReactNode | ((toast: Toast) => ReactNode);

export interface Toast {
  id: string;
  type: ToastType;
  message: ToastContent;
  /** Time on screen in ms; `Infinity` until dismissed. */
  duration: number;
  /** Replaces the type's icon. */
  icon?: ReactNode;
  createdAt: number;
}

export interface ToastOptions {
  /** Reuse an id to update a toast in place (e.g. loading → success). @default a new id */
  id?: string;
  /** Overrides the type's duration, in ms. @default by type: 4000, 4000, 2000, until dismissed, 4000 */
  duration?: number;
  /** Replaces the type's icon. */
  icon?: ReactNode;
}

interface Timer {
  handle: ReturnType<typeof setTimeout> | null;
  startedAt: number;
  remaining: number;
}

type Listener = () => void;

/** The toasts on screen and their timers. One store per page, shared by `toast()` and `<Toaster>`. */
export class ToastStore {
  private toasts: readonly Toast[] = [];
  private readonly timers = new Map<string, Timer>();
  private readonly listeners = new Set<Listener>();
  private paused = false;
  private counter = 0;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): readonly Toast[] => this.toasts;

  /** Adds a toast, or updates the one with the same id. Returns its id. */
  upsert(type: ToastType, message: ToastContent, options: ToastOptions = {}): string {
    const id = options.id ?? `toast-${++this.counter}`;
    const duration = options.duration ?? TOAST_DURATIONS[type];
    const existing = this.toasts.find((item) => item.id === id);
    const next: Toast = {
      id,
      type,
      message,
      duration,
      icon: options.icon,
      createdAt: existing?.createdAt ?? Date.now(),
    };
    if (existing) {
      this.toasts = this.toasts.map((item) => (item.id === id ? next : item));
    } else {
      const all = [next, ...this.toasts];
      for (const dropped of all.slice(TOAST_LIMIT)) {
        this.clearTimer(dropped.id);
      }
      this.toasts = all.slice(0, TOAST_LIMIT);
    }
    this.startTimer(id, duration);
    this.emit();
    return id;
  }

  /** Removes one toast, or all of them when no id is given. */
  dismiss(id?: string): void {
    if (id === undefined) {
      for (const key of this.timers.keys()) {
        this.clearTimer(key);
      }
      this.toasts = [];
    } else {
      this.clearTimer(id);
      this.toasts = this.toasts.filter((item) => item.id !== id);
    }
    this.emit();
  }

  /** Stops every countdown (while the pointer is over the toasts). */
  pause(): void {
    if (this.paused) {
      return;
    }
    this.paused = true;
    const now = Date.now();
    for (const timer of this.timers.values()) {
      if (timer.handle !== null) {
        clearTimeout(timer.handle);
        timer.handle = null;
        timer.remaining -= now - timer.startedAt;
      }
    }
  }

  /** Restarts the countdowns where they stopped. */
  resume(): void {
    if (!this.paused) {
      return;
    }
    this.paused = false;
    for (const [id, timer] of this.timers) {
      this.schedule(id, timer);
    }
  }

  private startTimer(id: string, duration: number): void {
    this.clearTimer(id);
    if (!Number.isFinite(duration)) {
      return;
    }
    const timer: Timer = { handle: null, startedAt: Date.now(), remaining: duration };
    this.timers.set(id, timer);
    if (!this.paused) {
      this.schedule(id, timer);
    }
  }

  private schedule(id: string, timer: Timer): void {
    timer.startedAt = Date.now();
    timer.handle = setTimeout(() => this.dismiss(id), Math.max(0, timer.remaining));
  }

  private clearTimer(id: string): void {
    const timer = this.timers.get(id);
    if (timer?.handle) {
      clearTimeout(timer.handle);
    }
    this.timers.delete(id);
  }

  private emit(): void {
    for (const listener of this.listeners) {
      listener();
    }
  }
}

export const toastStore = new ToastStore();

export interface PromiseMessages<T> {
  loading: ReactNode;
  success: ReactNode | ((value: T) => ReactNode);
  error: ReactNode | ((error: unknown) => ReactNode);
}

type ToastFunction = (message: ToastContent, options?: ToastOptions) => string;

export interface ToastApi extends ToastFunction {
  success: ToastFunction;
  error: ToastFunction;
  loading: ToastFunction;
  custom: ToastFunction;
  /** Removes one toast, or all when no id is given. */
  dismiss: (id?: string) => void;
  /** Shows a loading toast, then turns it into success or error when the promise settles. */
  promise: <T>(promise: Promise<T>, messages: PromiseMessages<T>, options?: ToastOptions) => Promise<T>;
}

function createToastApi(store: ToastStore): ToastApi {
  const api = ((message, options) => store.upsert('blank', message, options)) as ToastApi;
  api.success = (message, options) => store.upsert('success', message, options);
  api.error = (message, options) => store.upsert('error', message, options);
  api.loading = (message, options) => store.upsert('loading', message, options);
  api.custom = (message, options) => store.upsert('custom', message, options);
  api.dismiss = (id) => store.dismiss(id);
  api.promise = (promise, messages, options = {}) => {
    const id = store.upsert('loading', messages.loading, options);
    const { duration: _ignored, ...rest } = options;
    promise.then(
      (value) => {
        const message = typeof messages.success === 'function' ? messages.success(value) : messages.success;
        store.upsert('success', message, { ...rest, id });
      },
      (error: unknown) => {
        const message = typeof messages.error === 'function' ? messages.error(error) : messages.error;
        store.upsert('error', message, { ...rest, id });
      },
    );
    return promise;
  };
  return api;
}

/**
 * Shows a notification in the `<Toaster>`: `toast('Texto')`, `toast.success(...)`,
 * `toast.error(...)`, `toast.loading(...)`, `toast.custom(<div/>)`, `toast.dismiss(id)`,
 * `toast.promise(p, { loading, success, error })`.
 */
export const toast: ToastApi = createToastApi(toastStore);
