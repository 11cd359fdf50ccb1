import { describe, expect, it } from 'vitest';
import { TablePagination } from '../primitives/Table/TablePagination';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { SppockMessagesProvider } from './MessagesProvider';

describe('SppockMessagesProvider', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <SppockMessagesProvider messages={{ primitives: { tablePrevious: 'Voltar' } }}>
        <TablePagination total={30} />
      </SppockMessagesProvider>,
    );
  });

  it('overrides only the given copy and keeps the pt-BR defaults', async () => {
    const screen = await renderInTheme(
      <SppockMessagesProvider
        messages={{
          primitives: {
            tablePrevious: 'Voltar',
            tableRange: (from, to, total) => `${from}–${to} de ${total}`,
          },
        }}
      >
        <TablePagination total={30} />
      </SppockMessagesProvider>,
    );
    await expect.element(screen.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect.element(screen.getByText('1–10 de 30')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Próxima' })).toBeVisible();
  });

  it('nests, the innermost provider winning', async () => {
    const screen = await renderInTheme(
      <SppockMessagesProvider messages={{ primitives: { tablePrevious: 'Voltar', tableNext: 'Avançar' } }}>
        <SppockMessagesProvider messages={{ primitives: { tableNext: 'Seguinte' } }}>
          <TablePagination total={30} />
        </SppockMessagesProvider>
      </SppockMessagesProvider>,
    );
    await expect.element(screen.getByRole('button', { name: 'Voltar' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Seguinte' })).toBeVisible();
  });
});
