// A tooltip sets up floating-ui only once its trigger is hovered or focused (issue 28: a chat
// message's row of buttons cost more than the message). Counted with a spy on useFloating (the
// positioning's, in the module a woken tooltip loads).
import { useFloating } from '@floating-ui/react-dom';
import { Profiler } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { renderInTheme } from '../../testing/axe';
import { SppockThemeRoot } from '../../theme/ThemeProvider';
import { Button } from '../Button/Button';
import { Toaster } from '../Toaster/Toaster';
import { Tooltip } from './Tooltip';

vi.mock('@floating-ui/react-dom', async (importOriginal) => {
  const original = await importOriginal<typeof import('@floating-ui/react-dom')>();
  return { ...original, useFloating: vi.fn(original.useFloating) };
});

const tooltip = () => document.querySelector('[role="tooltip"]');

describe('Tooltip adormecida', () => {
  it('a página com suas tooltips e o Toaster monta num só commit, sem atualização de dentro dele', async () => {
    // A state update from a ref callback or a layout effect runs synchronously inside React's
    // commit, with every pending effect of the page: the shell's first commit was one long task.
    const phases: string[] = [];
    const screen = await render(
      <SppockThemeRoot target="document">
        <Profiler id="página" onRender={(_id, phase) => phases.push(phase)}>
          <Toaster />
          {['Copiar', 'Editar', 'Gostei'].map((label) => (
            <Tooltip key={label} content={label}>
              <Button aria-label={label}>{label[0]}</Button>
            </Tooltip>
          ))}
        </Profiler>
      </SppockThemeRoot>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(phases).toEqual(['mount']);
    // Still a tooltip when hovered.
    await userEvent.hover(screen.getByRole('button', { name: 'Editar' }));
    await expect.poll(() => tooltip()?.textContent, { timeout: 3000 }).toBe('Editar');
    await screen.unmount();
  });

  it('não monta o floating-ui até o gatilho receber o ponteiro, e então abre como sempre', async () => {
    const screen = await renderInTheme(
      <div style={{ display: 'flex', gap: 48, padding: 48 }}>
        {['Copiar', 'Editar', 'Gostei'].map((label) => (
          <Tooltip key={label} content={label} openDelay={0}>
            <Button aria-label={label}>{label[0]}</Button>
          </Tooltip>
        ))}
      </div>,
    );
    expect(vi.mocked(useFloating)).not.toHaveBeenCalled();
    const copy = screen.getByRole('button', { name: 'Copiar' });
    expect(copy.element().getAttribute('data-state')).toBe('closed');

    await userEvent.hover(copy);
    await expect.poll(() => tooltip()?.textContent).toBe('Copiar');
    expect(copy.element().getAttribute('aria-describedby')).toBe(tooltip()?.id);
    // Only the hovered trigger's tooltip was set up.
    const callers = new Set(
      vi.mocked(useFloating).mock.calls.map(([options]) => options?.elements?.reference),
    );
    expect([...callers]).toEqual([copy.element()]);

    await userEvent.unhover(copy);
    await expect.poll(() => tooltip()).toBeNull();
  });

  it('acorda com o foco do teclado e abre, sem roubar o foco do gatilho', async () => {
    const screen = await renderInTheme(
      <Tooltip content="Editar mensagem">
        <Button>Editar</Button>
      </Tooltip>,
    );
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Editar' });
    await expect.element(trigger).toHaveFocus();
    await expect.poll(() => tooltip()?.textContent).toBe('Editar mensagem');
    await expect.element(trigger).toHaveFocus();
  });

  it('um clique que foca o gatilho com o mouse não abre pelo foco', async () => {
    const screen = await renderInTheme(
      <Tooltip content="Gostei" openDelay={5_000}>
        <Button>G</Button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'G' });
    await trigger.click();
    await expect.element(trigger).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tooltip()).toBeNull();
  });
});
