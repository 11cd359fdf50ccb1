import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { TabsContent, TabsList, TabsRoot, TabsTrigger } from './Tabs';

function Example({ onValueChange }: { onValueChange?: (value: string) => void }) {
  return (
    <TabsRoot defaultValue="perfil" onValueChange={onValueChange}>
      <TabsList aria-label="Minha Conta">
        <TabsTrigger value="perfil">Perfil</TabsTrigger>
        <TabsTrigger value="seguranca">Segurança</TabsTrigger>
        <TabsTrigger value="uso" disabled>
          Uso de Tokens
        </TabsTrigger>
        <TabsTrigger value="assinatura">Assinatura</TabsTrigger>
      </TabsList>
      <TabsContent value="perfil">Seus dados</TabsContent>
      <TabsContent value="seguranca">Alterar senha</TabsContent>
      <TabsContent value="assinatura">Plano atual</TabsContent>
    </TabsRoot>
  );
}

describe('Tabs', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(<Example />);
  });

  it('shows the active panel, linked to its tab', async () => {
    const screen = await renderInTheme(<Example />);
    const tab = screen.getByRole('tab', { name: 'Perfil' });
    await expect.element(tab).toHaveAttribute('aria-selected', 'true');
    await expect.element(tab).toHaveAttribute('data-state', 'active');
    await expect.element(screen.getByRole('tabpanel', { name: 'Perfil' })).toHaveTextContent('Seus dados');
  });

  it('switches on click', async () => {
    const onValueChange = vi.fn();
    const screen = await renderInTheme(<Example onValueChange={onValueChange} />);
    await screen.getByRole('tab', { name: 'Segurança' }).click();
    await expect
      .element(screen.getByRole('tabpanel', { name: 'Segurança' }))
      .toHaveTextContent('Alterar senha');
    expect(onValueChange).toHaveBeenLastCalledWith('seguranca');
  });

  it('moves with arrow keys, skipping disabled tabs, and wraps', async () => {
    const screen = await renderInTheme(<Example />);
    (screen.getByRole('tab', { name: 'Perfil' }).element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('tab', { name: 'Segurança' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('tab', { name: 'Assinatura' })).toHaveFocus();
    await expect.element(screen.getByRole('tabpanel')).toHaveTextContent('Plano atual');
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(screen.getByRole('tab', { name: 'Perfil' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect.element(screen.getByRole('tab', { name: 'Assinatura' })).toHaveFocus();
  });
});
