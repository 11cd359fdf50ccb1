import { describe, expect, it } from 'vitest';
import { SppockMessagesProvider } from '../../messages/MessagesProvider';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <Spinner size="sm" />
        <Spinner />
        <Spinner size="lg" label="Carregando histórico..." />
      </div>,
    );
  });

  it('is a status announcing "Carregando..." unless told otherwise', async () => {
    const screen = await renderInTheme(<Spinner />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Carregando...');
  });

  it('uses the host override of the copy', async () => {
    const screen = await renderInTheme(
      <SppockMessagesProvider messages={{ primitives: { loading: 'Loading…' } }}>
        <Spinner />
      </SppockMessagesProvider>,
    );
    await expect.element(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('decorative spinners are hidden from assistive technology', async () => {
    const screen = await renderInTheme(<Spinner decorative data-testid="s" />);
    await expect.element(screen.getByTestId('s')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.container.querySelector('[role="status"]')).toBeNull();
  });
});
