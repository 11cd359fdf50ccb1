import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fixtureUser, profileHandlers } from '../shell/fixtures';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { SppockHost } from '../testing/SppockHost';
import { createTestHost } from '../testing/testHost';
import { ProfileTab, profileErrors } from './ProfileTab';

beforeEach(async () => {
  await page.viewport(1280, 900);
});

describe('ProfileTab', () => {
  it('has no axe violations in either theme, viewing and editing', async () => {
    await expectAccessibleInBothThemes(
      () => (
        <SppockHost host={createTestHost({ handlers: profileHandlers() })} path="/dashboard">
          <ProfileTab />
        </SppockHost>
      ),
      {
        act: async () => {
          await expect.poll(() => document.body.textContent).toContain('Padaria Boa Vista');
          document.querySelector<HTMLButtonElement>('button')?.click();
          await expect.poll(() => document.querySelector('form')).not.toBeNull();
        },
      },
    );
  });

  it.each([
    [{ email: 'mariana.costa', phone: '' }, 'Por favor, insira um email válido', null],
    [
      { email: 'mariana@padaria.com.br', phone: '319876' },
      null,
      'Por favor, insira um telefone válido (mínimo 10 dígitos)',
    ],
    [{ email: 'mariana@padaria.com.br', phone: '' }, null, null],
    [{ email: 'mariana@padaria.com.br', phone: '3132104455' }, null, null],
  ])('checks %j', (draft, email, phone) => {
    expect(profileErrors(draft)).toEqual({ email, phone });
  });

  it('edits, validates and saves the 13 fields', async () => {
    const saved: unknown[] = [];
    let user = fixtureUser();
    const { screen } = await renderWithSppock(<ProfileTab />, {
      handlers: [
        http.get('/api/accounts/users/profile/', ({ response }) => response(200).json(user)),
        http.put('/api/accounts/users/profile/', async ({ request, response }) => {
          const body = await request.json();
          saved.push(body);
          user = { ...user, ...body, phone: body.phone.replace(/\D/g, '') };
          return response(200).json(user);
        }),
      ],
    });
    await screen.getByRole('button', { name: 'Editar' }).click();
    await expect.element(screen.getByLabelText('Nome', { exact: true })).toHaveFocus();

    const email = screen.getByLabelText(/^E-mail/);
    await email.fill('mariana.costa');
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText('Por favor, insira um email válido')).toBeVisible();
    await expect.element(email).toHaveFocus();
    expect(saved).toHaveLength(0);

    await email.fill('mariana@padariaboavista.com.br');
    const phone = screen.getByLabelText('Telefone');
    await phone.fill('31987');
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect
      .element(screen.getByText('Por favor, insira um telefone válido (mínimo 10 dígitos)'))
      .toBeVisible();
    expect(saved).toHaveLength(0);

    await phone.fill('3132104455');
    await expect.element(phone).toHaveValue('(31) 3210-4455');
    await screen.getByLabelText('Cargo').fill('Diretora');
    await screen.getByLabelText('Fuso horário').selectOptions('America/Manaus');
    await screen.getByRole('button', { name: 'Salvar' }).click();

    await expect.element(screen.getByText('Dados atualizados com sucesso!')).toBeVisible();
    expect(saved).toEqual([
      {
        first_name: 'Mariana',
        last_name: 'Costa',
        email: 'mariana@padariaboavista.com.br',
        phone: '3132104455',
        company: 'Padaria Boa Vista',
        position: 'Diretora',
        industry: 'Alimentação',
        address: 'Rua da Bahia, 1000',
        city: 'Belo Horizonte',
        state: 'MG',
        country: 'Brasil',
        postal_code: '30160-011',
        timezone: 'America/Manaus',
      },
    ]);
    await expect.element(screen.getByText('Diretora')).toBeVisible();
    await expect.element(screen.getByText('Manaus')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Editar' })).toHaveFocus();
  });

  it('Cancelar restores the saved values', async () => {
    const { screen, host } = await renderWithSppock(<ProfileTab />, { handlers: profileHandlers() });
    await screen.getByRole('button', { name: 'Editar' }).click();
    await screen.getByLabelText('Empresa').fill('Outra Empresa');
    await screen.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(screen.getByText('Padaria Boa Vista')).toBeVisible();
    expect(screen.container.textContent).not.toContain('Outra Empresa');
    await screen.getByRole('button', { name: 'Editar' }).click();
    await expect.element(screen.getByLabelText('Empresa')).toHaveValue('Padaria Boa Vista');
    expect(host.count('PUT')).toBe(0);
  });

  it('a refused save says why and keeps what was typed', async () => {
    const { screen } = await renderWithSppock(<ProfileTab />, {
      handlers: profileHandlers({ saveState: 'error' }),
    });
    await screen.getByRole('button', { name: 'Editar' }).click();
    await screen.getByLabelText(/^E-mail/).fill('joana@padariaboavista.com.br');
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText('Este e-mail já está em uso.')).toBeVisible();
    await expect.element(screen.getByLabelText(/^E-mail/)).toHaveValue('joana@padariaboavista.com.br');
  });

  it('a failed load offers a retry', async () => {
    const { screen } = await renderWithSppock(<ProfileTab />, {
      handlers: profileHandlers({ state: 'error' }),
    });
    await expect.element(screen.getByText('Erro ao carregar perfil')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  it('lets the keyboard reach every field in order', async () => {
    const { screen } = await renderWithSppock(<ProfileTab />, { handlers: profileHandlers() });
    await screen.getByRole('button', { name: 'Editar' }).click();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByLabelText('Sobrenome')).toHaveFocus();
  });
});
