import { Suspense } from 'react';
import { matchRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lazyScreen, withPreload } from './lazyScreen';
import { createAppRoutes, PRELOAD_WAIT_MS, preloadRoutes } from './routes';
import { stubScreens } from './testing';

function Greeting({ name }: { name: string }) {
  return <p>{`olá, ${name}`}</p>;
}

/** How often the Suspense fallback was drawn. */
const drawn = { count: 0 };

function Fallback() {
  drawn.count += 1;
  return <p>carregando</p>;
}

beforeEach(() => {
  drawn.count = 0;
});

afterEach(() => {
  vi.useRealTimers();
});

describe('lazyScreen', () => {
  it('draws a screen whose code was preloaded at once, without its fallback', async () => {
    const load = vi.fn(async () => Greeting);
    const Screen = lazyScreen(load);
    await Screen.preload();
    await render(
      <Suspense fallback={<Fallback />}>
        <Screen name="Ana" />
      </Suspense>,
    );
    await expect.element(page.getByText('olá, Ana')).toBeVisible();
    expect(drawn.count).toBe(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('without a preload, suspends on first use and loads the code once for every instance', async () => {
    let arrive: (component: typeof Greeting) => void = () => {};
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const Screen = lazyScreen(load);
    await render(
      <Suspense fallback={<Fallback />}>
        <Screen name="Ana" />
        <Screen name="Bia" />
      </Suspense>,
    );
    await expect.element(page.getByText('carregando')).toBeVisible();
    arrive(Greeting);
    await expect.element(page.getByText('olá, Bia')).toBeVisible();
    await expect.element(page.getByText('olá, Ana')).toBeVisible();
    expect(drawn.count).toBeGreaterThan(0);
    expect(load).toHaveBeenCalledTimes(1);
    // The preload of a loaded screen answers from what arrived.
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again on the next preload', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Greeting);
    const Screen = lazyScreen(load);
    await expect(Screen.preload()).rejects.toThrow('offline');
    await expect(Screen.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadRoutes', () => {
  /** The stub screens, the shell and the dashboard with preloads that say they ran. */
  function screensWithPreloads(dashboardLoad: () => Promise<unknown>) {
    const loaded: string[] = [];
    const Shell = lazyScreen(async () => {
      loaded.push('shell');
      return stubScreens.ProtectedLayout;
    });
    const Dashboard = lazyScreen(async () => {
      await dashboardLoad();
      loaded.push('dashboard');
      return stubScreens.Dashboard;
    });
    const routes = createAppRoutes({
      ...stubScreens,
      ProtectedLayout: withPreload(() => <Shell />, Shell),
      Dashboard: withPreload(() => <Dashboard />, Dashboard),
    });
    return { loaded, routes };
  }

  it("loads the code of every lazy screen the address shows: the shell's and the page's", async () => {
    const { loaded, routes } = screensWithPreloads(async () => {});
    await preloadRoutes(matchRoutes(routes, '/dashboard') ?? []);
    expect(loaded.sort()).toEqual(['dashboard', 'shell']);
    // A public page shows neither.
    const other = screensWithPreloads(async () => {});
    await preloadRoutes(matchRoutes(other.routes, '/login') ?? []);
    expect(other.loaded).toEqual([]);
  });

  it('stops waiting after PRELOAD_WAIT_MS on a slow connection, and a failed download does not stop the start', async () => {
    vi.useFakeTimers();
    const { loaded, routes } = screensWithPreloads(() => new Promise(() => {}));
    let done = false;
    void preloadRoutes(matchRoutes(routes, '/dashboard') ?? []).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(PRELOAD_WAIT_MS - 1);
    expect(loaded).toEqual(['shell']);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);

    vi.useRealTimers();
    const failing = screensWithPreloads(() => Promise.reject(new Error('offline')));
    await expect(preloadRoutes(matchRoutes(failing.routes, '/dashboard') ?? [])).resolves.toBeUndefined();
    expect(failing.loaded).toEqual(['shell']);
  });
});
