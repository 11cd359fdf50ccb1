import axe from 'axe-core';
import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { render } from 'vitest-browser-react';
import { SppockThemeRoot } from '../theme/ThemeProvider';
import type { ThemeName } from '../theme/tokens';
import { inSppockHost, type SppockTestOptions } from './renderWithSppock';

export const THEMES: ReadonlyArray<ThemeName> = ['dark', 'light'];

/** Rules about whole pages, which a component rendered alone cannot satisfy. */
const PAGE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one', 'document-title', 'html-has-lang'];

function describeViolations(violations: axe.Result[]): string {
  return violations
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
          .map((node) => `  ${node.target.join(' ')} — ${node.failureSummary?.replace(/\n/g, ' ')}`)
          .join('\n')}`,
    )
    .join('\n');
}

/** Runs axe (WCAG 2.2 A/AA and best practices) over an element and fails on any violation. */
export async function expectNoAxeViolations(element: Element, label = ''): Promise<void> {
  const results = await axe.run(element, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    rules: Object.fromEntries(PAGE_RULES.map((rule) => [rule, { enabled: false }])),
    resultTypes: ['violations'],
  });
  expect(describeViolations(results.violations), `violações de axe ${label}`).toBe('');
}

/**
 * Clicks the element `find` returns once it is rendered. An `act` that clicked something not there
 * yet (a button that appears when a second query answers) did nothing and let the check run on the
 * wrong state; this waits for it, and fails naming it if it never comes.
 */
export async function clickWhenPresent(
  find: () => HTMLElement | null | undefined,
  what = 'o elemento a clicar',
): Promise<void> {
  await expect.poll(() => Boolean(find()), { message: `${what} não apareceu` }).toBe(true);
  find()?.click();
}

/** The button whose text is exactly `text`, inside `root`. */
export function buttonNamed(text: string, root: ParentNode = document): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((button) => button.textContent === text);
}

export interface AxeInThemesOptions {
  /** Brings the component into the state to check (open a dialog, type a value). */
  act?: (container: HTMLElement) => Promise<void> | void;
  /**
   * Renders a screen that uses the SDK inside a test host, as `renderWithSppock` does (a fresh
   * host per theme unless `host` is given). @default none: the component needs no SDK
   */
  sppock?: SppockTestOptions;
}

/** Renders `ui` inside each theme root and checks it with axe — the first test of every component. */
export async function expectAccessibleInBothThemes(
  ui: ReactElement | (() => ReactElement),
  options: AxeInThemesOptions = {},
): Promise<void> {
  for (const theme of THEMES) {
    const element = typeof ui === 'function' ? ui() : ui;
    const screen = await render(
      <SppockThemeRoot theme={theme} data-testid="theme-root">
        {options.sppock ? inSppockHost(element, options.sppock).element : element}
      </SppockThemeRoot>,
    );
    await options.act?.(screen.container);
    // Let entrance animations finish so axe measures final colours.
    await new Promise((resolve) => setTimeout(resolve, 320));
    await expectNoAxeViolations(document.body, `tema ${theme}`);
    await screen.unmount();
  }
}

/** Renders inside a theme root (dark unless told). */
export function renderInTheme(ui: ReactElement, theme: ThemeName = 'dark') {
  return render(<SppockThemeRoot theme={theme}>{ui}</SppockThemeRoot>);
}
