import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { MemoryTab } from './MemoryTab';
import { MEMORY_FULL_MESSAGE, MEMORY_MAX_FACTS, memoryHandlers } from './memoryHandlers';

const STORE = 'Minha loja se chama Doces da Serra';
const PROPOSAL = 'Nossa loja vende bolos caseiros sob encomenda';

describe('MemoryTab', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<MemoryTab />, {
      sppock: { handlers: memoryHandlers(), path: '/profile?tab=memoria' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Lembranças (3 de 200)');
      },
    });
  });

  it('lists the facts, the proposals and the switches as the server has them', async () => {
    const { screen } = await renderWithSppock(<MemoryTab />, { handlers: memoryHandlers() });
    await expect.element(screen.getByText('Lembranças (3 de 200)')).toBeVisible();
    await expect.element(screen.getByText(STORE)).toBeVisible();
    await expect.element(screen.getByText('Sugerida numa conversa')).toBeVisible();
    await expect.element(screen.getByText(PROPOSAL)).toBeVisible();
    await expect
      .element(screen.getByRole('switch', { name: 'Memória ligada' }))
      .toHaveAttribute('aria-checked', 'true');
    await expect
      .element(screen.getByRole('switch', { name: 'Propor a partir das conversas' }))
      .toHaveAttribute('aria-checked', 'false');
  });

  it('adds a fact; a blank one is refused before calling the server', async () => {
    const { screen, host } = await renderWithSppock(<MemoryTab />, { handlers: memoryHandlers() });
    const field = screen.getByLabelText('Nova lembrança');
    await screen.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(screen.getByText('Escreva o que a Sppock deve lembrar.')).toBeVisible();
    expect(host.count('POST /api/accounts/memory/')).toBe(0);

    await field.fill('Fecho aos domingos');
    await screen.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(screen.getByText('Lembranças (4 de 200)')).toBeVisible();
    await expect.element(screen.getByText('Fecho aos domingos', { exact: true })).toBeVisible();
    expect(host.count('POST /api/accounts/memory/')).toBe(1);
  });

  it('at the limit, the server message shows under the field', async () => {
    const { screen } = await renderWithSppock(<MemoryTab />, {
      handlers: memoryHandlers({ facts: MEMORY_MAX_FACTS, proposals: 0 }),
    });
    await screen.getByLabelText('Nova lembrança').fill('Mais uma');
    await screen.getByRole('button', { name: 'Guardar' }).click();
    await expect.element(screen.getByText(MEMORY_FULL_MESSAGE)).toBeVisible();
  });

  it('edits a fact in place and deletes one after confirming', async () => {
    const { screen, host } = await renderWithSppock(<MemoryTab />, { handlers: memoryHandlers() });
    await screen.getByRole('button', { name: `Editar: ${STORE}` }).click();
    const text = screen.getByLabelText('Texto da lembrança');
    await expect.element(text).toHaveValue(STORE);
    await text.fill('Minha loja se chama Doces da Serra Mineira');
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText('Minha loja se chama Doces da Serra Mineira')).toBeVisible();
    expect(host.count('PATCH /api/accounts/memory/')).toBe(1);

    await screen.getByRole('button', { name: 'Apagar: Minha loja se chama Doces da Serra Mineira' }).click();
    expect(host.count('DELETE /api/accounts/memory/')).toBe(0);
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Apagar' }).click();
    await expect.element(screen.getByText('Lembranças (2 de 200)')).toBeVisible();
    expect(host.count('DELETE /api/accounts/memory/')).toBe(1);
  });

  it('accepts a proposal into the facts and declines another', async () => {
    const { screen, host } = await renderWithSppock(<MemoryTab />, {
      handlers: memoryHandlers({ proposals: 2 }),
    });
    await screen.getByRole('button', { name: `Aceitar: ${PROPOSAL}` }).click();
    await expect.element(screen.getByText('Lembranças (4 de 200)')).toBeVisible();
    await screen.getByRole('button', { name: 'Recusar: Meu público é de noivas e aniversariantes' }).click();
    await expect
      .element(screen.getByRole('region', { name: 'Sugestões das suas conversas' }))
      .not.toBeInTheDocument();
    expect(host.count('POST /api/accounts/memory/')).toBe(2);
  });

  it('turns memory off: the note shows and the proposals switch is off', async () => {
    const { screen, host } = await renderWithSppock(<MemoryTab />, {
      handlers: memoryHandlers({ propose: true }),
    });
    const enabled = screen.getByRole('switch', { name: 'Memória ligada' });
    await enabled.click();
    await expect.element(enabled).toHaveAttribute('aria-checked', 'false');
    await expect.element(screen.getByText(/A memória está desligada/)).toBeVisible();
    const propose = screen.getByRole('switch', { name: 'Propor a partir das conversas' });
    await expect.element(propose).toHaveAttribute('aria-checked', 'false');
    await expect.element(propose).toBeDisabled();
    await expect.element(screen.getByLabelText('Nova lembrança')).toBeDisabled();
    expect(host.count('PUT /api/accounts/memory/settings/')).toBe(1);
  });
});
