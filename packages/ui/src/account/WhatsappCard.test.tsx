import { describe, expect, it } from 'vitest';
import { buttonNamed, clickWhenPresent, expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { integrationsHandlers, WHATSAPP_CONNECTION } from './integrationsHandlers';
import { WhatsappCard } from './WhatsappCard';

describe('WhatsappCard', () => {
  it('has no axe violations, not connected or connected, in either theme', async () => {
    await expectAccessibleInBothThemes(<WhatsappCard />, {
      sppock: { handlers: integrationsHandlers(), path: '/profile' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Phone number ID');
      },
    });
    await expectAccessibleInBothThemes(<WhatsappCard />, {
      sppock: { handlers: integrationsHandlers({ whatsapp: WHATSAPP_CONNECTION }), path: '/profile' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('••••k3Xz');
      },
    });
  });

  it('has no axe violations with the disconnect confirmation open', async () => {
    await expectAccessibleInBothThemes(<WhatsappCard />, {
      sppock: { handlers: integrationsHandlers({ whatsapp: WHATSAPP_CONNECTION }), path: '/profile' },
      act: async () => {
        await clickWhenPresent(() => buttonNamed('Desligar número'), 'Desligar número');
        await expect.poll(() => document.body.textContent).toContain('Desligar o número do WhatsApp?');
      },
    });
  });

  it('checks the fields before sending, connects the number and then shows it masked with the webhook', async () => {
    const { screen, host } = await renderWithSppock(<WhatsappCard />, {
      handlers: integrationsHandlers(),
      path: '/profile',
    });
    const phoneId = screen.getByRole('textbox', { name: 'Phone number ID' });
    await phoneId.fill('10654-0352');
    await screen.getByRole('button', { name: 'Ligar número' }).click();
    await expect.element(screen.getByText('O Phone number ID tem só dígitos.')).toBeVisible();
    await expect.element(screen.getByText('Informe o token de acesso.')).toBeVisible();
    expect(host.count('PUT /api/integrations/whatsapp/')).toBe(0);

    await phoneId.fill('106540352242922');
    await screen
      .getByLabelText('Token de acesso permanente', { exact: false })
      .fill('EAAGm0PX4ZCpsBAKZCZBfake0token0k3Xz');
    await screen
      .getByLabelText('Chave secreta do app', { exact: false })
      .fill('8f14e45fceea167a5a36dedd4bea2543');
    await screen.getByLabelText('Token de verificação', { exact: false }).fill('padaria-boa-vista-2026');
    await screen.getByRole('combobox', { name: 'Quem responde' }).selectOptions('faq_chatbot');
    await screen.getByRole('button', { name: 'Ligar número' }).click();

    await expect.element(screen.getByText('••••k3Xz')).toBeVisible();
    await expect.element(screen.getByText('••••2026')).toBeVisible();
    await expect.element(screen.getByText(WHATSAPP_CONNECTION.webhook_url)).toBeVisible();
    await expect.element(screen.getByRole('combobox', { name: 'Quem responde' })).toHaveValue('faq_chatbot');
    // The secrets typed are gone from the page.
    expect(document.body.textContent).not.toContain('8f14e45fceea167a5a36dedd4bea2543');
    expect(host.count('PUT /api/integrations/whatsapp/')).toBe(1);
  });

  it("shows the server's refusal of a number connected by another account", async () => {
    const { screen } = await renderWithSppock(<WhatsappCard />, {
      handlers: integrationsHandlers(),
      path: '/profile',
    });
    await screen.getByRole('textbox', { name: 'Phone number ID' }).fill('106540352242000');
    await screen
      .getByLabelText('Token de acesso permanente', { exact: false })
      .fill('EAAGm0PX4ZCpsBAKZCZBfake0token0k3Xz');
    await screen
      .getByLabelText('Chave secreta do app', { exact: false })
      .fill('8f14e45fceea167a5a36dedd4bea2543');
    await screen.getByLabelText('Token de verificação', { exact: false }).fill('padaria-boa-vista-2026');
    await screen.getByRole('button', { name: 'Ligar número' }).click();
    await expect
      .element(screen.getByText('Este número do WhatsApp já está ligado a outra conta do Sppock.'))
      .toBeVisible();
  });

  it('changes who answers and disconnects the number after confirming', async () => {
    const { screen, host } = await renderWithSppock(<WhatsappCard />, {
      handlers: integrationsHandlers({ whatsapp: WHATSAPP_CONNECTION }),
      path: '/profile',
    });
    await screen.getByRole('combobox', { name: 'Quem responde' }).selectOptions('faq_chatbot');
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => host.count('PATCH /api/integrations/whatsapp/')).toBe(1);

    await screen.getByRole('button', { name: 'Desligar número' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Desligar número' }).click();
    await expect.element(screen.getByRole('button', { name: 'Ligar número' })).toBeVisible();
    expect(host.count('DELETE /api/integrations/whatsapp/')).toBe(1);
  });
});
