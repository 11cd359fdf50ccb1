import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { FormAlert } from './FormAlert';

describe('FormAlert', () => {
  it('has no axe violations in either theme, in every tone', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <FormAlert>Erro de conexão com o servidor</FormAlert>
        <FormAlert tone="success">Sua senha foi redefinida com sucesso!</FormAlert>
        <FormAlert tone="info" title="Código reenviado">
          Confira seu SMS.
        </FormAlert>
      </div>,
    );
  });

  it('announces errors at once and confirmations politely', async () => {
    const screen = await renderInTheme(
      <div>
        <FormAlert>Erro ao registrar usuário</FormAlert>
        <FormAlert tone="success">Dados atualizados!</FormAlert>
      </div>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Erro ao registrar usuário');
    await expect.element(screen.getByRole('status')).toHaveTextContent('Dados atualizados!');
  });

  it('shows a server suggestion on its own line', async () => {
    const screen = await renderInTheme(
      <FormAlert>{'Este e-mail já está cadastrado.\nFaça login ou recupere sua senha.'}</FormAlert>,
    );
    const lines = screen.getByRole('alert').element().querySelectorAll('p');
    expect([...lines].map((line) => line.textContent)).toEqual([
      'Este e-mail já está cadastrado.',
      'Faça login ou recupere sua senha.',
    ]);
  });
});
