import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { clickWhenPresent, expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { NewsletterForm } from './NewsletterForm';

const EMAIL = 'joao.pereira@construtoraaurora.com.br';

async function renderForm(onSubscribe: (email: string) => Promise<string>) {
  const screen = await renderInTheme(<NewsletterForm onSubscribe={onSubscribe} />);
  const email = () => screen.getByRole('textbox', { name: 'Seu e-mail' });
  const submit = () => screen.getByRole('button', { name: 'Inscrever-se' });
  return { screen, email, submit };
}

describe('NewsletterForm', () => {
  it('has no axe violations in either theme, with an error shown', async () => {
    await expectAccessibleInBothThemes(<NewsletterForm onSubscribe={() => Promise.resolve('ok')} />, {
      act: (container) =>
        clickWhenPresent(() => container.querySelector<HTMLButtonElement>('button[type="submit"]')),
    });
  });

  it('checks the e-mail before sending', async () => {
    const onSubscribe = vi.fn(() => Promise.resolve('ok'));
    const { screen, email, submit } = await renderForm(onSubscribe);
    await submit().click();
    await expect.element(screen.getByText('Informe seu e-mail.')).toBeVisible();
    await userEvent.fill(email(), 'joao.pereira');
    await submit().click();
    await expect.element(screen.getByText('Informe um e-mail válido.')).toBeVisible();
    await expect.element(email()).toHaveFocus();
    expect(onSubscribe).not.toHaveBeenCalled();
  });

  it("shows the server's confirmation and clears the field", async () => {
    const onSubscribe = vi.fn(() =>
      Promise.resolve('Inscrição confirmada! Você vai receber nossas novidades por e-mail.'),
    );
    const { screen, email, submit } = await renderForm(onSubscribe);
    await userEvent.fill(email(), ` ${EMAIL} `);
    await submit().click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Inscrição confirmada! Você vai receber nossas novidades por e-mail.');
    expect(onSubscribe).toHaveBeenCalledWith(EMAIL);
    await expect.element(email()).toHaveValue('');
  });

  it('keeps the typed e-mail when the server refuses', async () => {
    const { screen, email, submit } = await renderForm(() =>
      Promise.reject(new Error('Muitas requisições. Tente novamente em alguns minutos.')),
    );
    await userEvent.fill(email(), EMAIL);
    await submit().click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Muitas requisições. Tente novamente em alguns minutos.');
    await expect.element(email()).toHaveValue(EMAIL);
  });

  it("says 'Inscrevendo...' while sending and ignores a second submit", async () => {
    const onSubscribe = vi.fn(() => new Promise<string>(() => {}));
    const { screen, email, submit } = await renderForm(onSubscribe);
    await userEvent.fill(email(), EMAIL);
    await submit().click();
    await expect.element(screen.getByRole('button', { name: 'Inscrevendo...' })).toBeDisabled();
    expect(onSubscribe).toHaveBeenCalledOnce();
  });
});
