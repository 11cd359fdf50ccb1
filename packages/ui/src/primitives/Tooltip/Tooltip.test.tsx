import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { flushReact } from '../../testing/flush';
import { Button } from '../Button/Button';
import { loadTooltipInteractions, Tooltip } from './Tooltip';

const tooltip = () => document.querySelector('[role="tooltip"]');

/**
 * Pointer events dispatched in the page, synchronously. Locator actions (`hover()`) go through the
 * test runner, which may advance fake timers while it waits — fine for behaviour, not for
 * counting milliseconds. The real pointer path is covered by the `OnHover` story.
 */
function pointerEnter(element: Element) {
  element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
  element.dispatchEvent(new MouseEvent('mouseenter'));
}

function pointerLeave(element: Element) {
  element.dispatchEvent(new MouseEvent('mouseleave', { relatedTarget: document.body }));
}

/**
 * Lets React commit first (effects schedule the group's timers), then moves the fake clock. Waking
 * a tooltip takes a few renders (the trigger's event, the interactions mounting, the event handed
 * on), and on a busy machine React yields between them: ten rounds, not three (the whole UI suite
 * in parallel once opened the first tooltip late by a round).
 */
async function advance(ms: number) {
  await flushReact(10);
  vi.advanceTimersByTime(ms);
  await flushReact(10);
}

describe('Tooltip', () => {
  // The interactions' module arrives with the first wake of the page; loaded here first, the
  // timings below count the tooltip's own delays only.
  beforeAll(async () => {
    await loadTooltipInteractions();
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('has no axe violations in either theme, open', async () => {
    await expectAccessibleInBothThemes(
      <Tooltip content="Modo Claro" defaultOpen>
        <Button variant="secondary">Tema</Button>
      </Tooltip>,
    );
  });

  it('opens after exactly 700 ms of hover and describes its trigger', async () => {
    const screen = await renderInTheme(
      <Tooltip content="Modo Escuro">
        <Button>Tema</Button>
      </Tooltip>,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    pointerEnter(screen.getByRole('button', { name: 'Tema' }).element());
    await advance(699);
    expect(tooltip()).toBeNull();
    await advance(1);
    expect(tooltip()?.textContent).toBe('Modo Escuro');
    const trigger = screen.getByRole('button', { name: 'Tema' }).element();
    expect(trigger.getAttribute('aria-describedby')).toBe(tooltip()?.id);
    expect(trigger.getAttribute('data-state')).toBe('open');
  });

  it('skips the delay for the next tooltip within 300 ms, not after', async () => {
    const screen = await renderInTheme(
      <div style={{ display: 'flex', gap: 48, padding: 48 }}>
        <Tooltip content="Notificações">
          <Button>A</Button>
        </Tooltip>
        <Tooltip content="Conta">
          <Button>B</Button>
        </Tooltip>
        <Tooltip content="Sair">
          <Button>C</Button>
        </Tooltip>
      </div>,
    );
    const [a, b, c] = ['A', 'B', 'C'].map((name) => screen.getByRole('button', { name }).element());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    pointerEnter(a!);
    await advance(700);
    expect(tooltip()?.textContent).toBe('Notificações');

    // Straight to the next trigger: it opens at once (the group's instant phase).
    pointerLeave(a!);
    pointerEnter(b!);
    await advance(1);
    expect(tooltip()?.textContent).toBe('Conta');

    // Leave, wait past the 300 ms skip window: the full delay applies again.
    pointerLeave(b!);
    await advance(301);
    expect(tooltip()).toBeNull();
    pointerEnter(c!);
    await advance(600);
    expect(tooltip()).toBeNull();
    await advance(100);
    expect(tooltip()?.textContent).toBe('Sair');
  });

  it('opens on keyboard focus and closes on Escape', async () => {
    const screen = await renderInTheme(
      <Tooltip content="Upgrade">
        <Button>Plano</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    await expect.element(screen.getByRole('button', { name: 'Plano' })).toHaveFocus();
    await expect.poll(() => tooltip()?.textContent).toBe('Upgrade');
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => tooltip()).toBeNull();
  });

  it('mounts inside the theme root so it keeps the theme', async () => {
    const screen = await renderInTheme(
      <Tooltip content="Dica" defaultOpen>
        <Button>X</Button>
      </Tooltip>,
      'light',
    );
    await expect.poll(() => tooltip()).not.toBeNull();
    expect(screen.container.querySelector('[data-theme="light"]')?.contains(tooltip())).toBe(true);
  });
});
