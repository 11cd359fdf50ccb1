// Screens whose code loads on first use, like React's `lazy`, that can also be loaded ahead. The
// app's start preloads the lazy screens of the address it opens with (routes.tsx `preloadRoutes`,
// main.tsx): a signed-in page's chunks then download side by side, and its first render finds
// them loaded, so the first paint is the page itself — not a spinner, then the shell around
// another spinner, then the page, each a commit of its own (issue 28: the dashboard's first load).
import { type ComponentType, lazy, type ReactNode, useState } from 'react';

/** Starts loading a screen's code (once); resolves when it is ready, rejects when it failed. */
type Preload = () => Promise<unknown>;

/** A route's screen; `preload` loads the code of the lazy screens it shows. */
export type Screen = ComponentType & { preload?: Preload };

export interface LazyScreen<P extends object> {
  (props: P): ReactNode;
  preload: Preload;
}

/** A screen loaded on first use or by `preload()`; render it inside a `Suspense` boundary. */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed download is tried again on the next use.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: one component per screen, made once at module load, as React's `lazy` makes one.
  function LazyScreenComponent(props: P) {
    // Chosen once per mount: going from the lazy wrapper to the component itself would mount the
    // screen again and lose its state.
    const [Ready] = useState(() => loaded);
    return Ready ? <Ready {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(LazyScreenComponent, { preload });
}

/** A route's screen that shows these lazy screens: its `preload` loads them all. */
export function withPreload(
  screen: ComponentType,
  ...lazyScreens: ReadonlyArray<{ preload: Preload }>
): Screen {
  return Object.assign(screen, {
    preload: () => Promise.all(lazyScreens.map((lazyScreen) => lazyScreen.preload())),
  });
}
