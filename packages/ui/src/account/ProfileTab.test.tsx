import { CNPJ_INVALID_MESSAGE } from '@sppock/sdk';
import { beforeEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { fixtureUser } from '../shell/fixtures';
import { profileHandlers } from '../shell/shellHandlers';
import { clickWhenPresent, expectAccessibleInBothThemes } from '../testing/axe';
import { http } from '../testing/msw';
import { renderWithSppock } from '../testing/renderWithSppock';
import { FIXTURE_PASSWORD } from './accountHandlers';
import { ProfileTab, profileErrors } from './ProfileTab';

beforeEach(async () => {
  await page.viewport(1280, 900);
});

describe('ProfileTab', () => {
  it('has no axe violations in either theme, viewing and editing', async () => {
    await expectAccessibleInBothThemes(<ProfileTab />, {
      sppock: { handlers: profileHandlers(), path: '/dashboard' },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Padaria Boa Vista');
        await clickWhenPresent(() => document.querySelector<HTMLButtonElement>('button'));
        await expect.poll(() => document.querySelector('form')).not.toBeNull();
      },
    });
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
          const { current_password, ...body } = await request.json();
          saved.push(body);
          if (body.email !== user.email && current_password !== FIXTURE_PASSWORD) {
            return response(400).json({ current_password: ['Senha atual incorreta.'] });
          }
          // A new e-mail waits for its code; the other fields save at once.
          const pending = body.email !== user.email ? body.email : null;
          user = {
            ...user,
            ...body,
            email: user.email,
            pending_email: pending,
            phone: body.phone.replace(/\D/g, ''),
          };
          return response(200).json(user);
        }),
        http.post('/api/accounts/email-change/confirm/', async ({ request, response }) => {
          const { code } = await request.json();
          if (code !== '482913' || !user.pending_email) {
            return response(400).json({ error: 'Código de verificação inválido ou expirado' });
          }
          user = { ...user, email: user.pending_email, pending_email: null };
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
    // A new e-mail asks for the current password before anything is sent.
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText('Informe sua senha atual para alterar o e-mail.')).toBeVisible();
    const password = screen.getByLabelText(/^Senha atual/);
    await expect.element(password).toHaveFocus();
    expect(saved).toHaveLength(0);
    await password.fill('senha-errada');
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText('Senha atual incorreta.')).toBeVisible();
    await password.fill(FIXTURE_PASSWORD);
    await screen.getByRole('button', { name: 'Salvar' }).click();

    await expect
      .element(
        screen.getByText(/Dados atualizados com sucesso! Enviamos um código para mariana@padariaboavista/),
      )
      .toBeVisible();
    expect(saved).toHaveLength(2);
    expect(saved[1]).toEqual({
      first_name: 'Mariana',
      last_name: 'Costa',
      email: 'mariana@padariaboavista.com.br',
      phone: '3132104455',
      company: 'Padaria Boa Vista',
      company_cnpj: '11.222.333/0001-81',
      position: 'Diretora',
      industry: 'Alimentação',
      address: 'Rua da Bahia, 1000',
      city: 'Belo Horizonte',
      state: 'MG',
      country: 'Brasil',
      postal_code: '30160-011',
      timezone: 'America/Manaus',
    });
    await expect.element(screen.getByText('Diretora')).toBeVisible();
    await expect.element(screen.getByText('Manaus')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Editar' })).toHaveFocus();

    // The account keeps its address until the code sent to the new one is confirmed.
    await expect.element(screen.getByText('mariana.costa@padariaboavista.com.br')).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Confirme seu novo e-mail' })).toBeVisible();
    const code = screen.getByLabelText('Código recebido no novo e-mail');
    await code.fill('000000');
    await screen.getByRole('button', { name: 'Confirmar e-mail' }).click();
    await expect.element(screen.getByText('Código de verificação inválido ou expirado')).toBeVisible();
    await code.fill('482913');
    await screen.getByRole('button', { name: 'Confirmar e-mail' }).click();
    await expect.element(screen.getByText('E-mail alterado com sucesso!')).toBeVisible();
    await expect.element(screen.getByText('mariana@padariaboavista.com.br')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Confirme seu novo e-mail' }).query()).toBeNull();
  });

  it('an unconfirmed phone gets an SMS code and is confirmed with it', async () => {
    let user = fixtureUser({ phone_verified: false });
    const { screen } = await renderWithSppock(<ProfileTab />, {
      handlers: [
        http.get('/api/accounts/users/profile/', ({ response }) => response(200).json(user)),
        http.post('/api/accounts/phone/send-code/', ({ response }) =>
          response(200).json({ message: 'Enviamos um código por SMS para (31) 98765-4321.' }),
        ),
        http.post('/api/accounts/phone/verify/', async ({ request, response }) => {
          const { code } = await request.json();
          if (code !== '135790') {
            return response(400).json({ error: 'Código de verificação inválido ou expirado' });
          }
          user = { ...user, phone_verified: true };
          return response(200).json(user);
        }),
      ],
    });
    await expect.element(screen.getByRole('heading', { name: 'Celular não confirmado' })).toBeVisible();
    await screen.getByRole('button', { name: 'Confirmar celular' }).click();
    await expect.element(screen.getByText('Enviamos um código por SMS para (31) 98765-4321.')).toBeVisible();
    const code = screen.getByLabelText('Código recebido por SMS');
    await code.fill('12a');
    await expect.element(code).toHaveValue('12');
    await screen.getByRole('button', { name: 'Confirmar celular' }).first().click();
    await expect.element(screen.getByText('O código tem 6 dígitos.')).toBeVisible();
    await code.fill('135790');
    await screen.getByRole('button', { name: 'Confirmar celular' }).first().click();
    await expect.element(screen.getByText('Celular confirmado!')).toBeVisible();
    await expect
      .poll(() => screen.getByRole('heading', { name: 'Celular não confirmado' }).query())
      .toBeNull();
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
    await screen.getByLabelText(/^Senha atual/).fill(FIXTURE_PASSWORD);
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
  it('masks the company CNPJ as typed, upper-cased, checks it inline and saves it', async () => {
    const saved: Array<Record<string, unknown>> = [];
    let user = fixtureUser({ company_cnpj: '' });
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
    const cnpj = screen.getByLabelText(/^CNPJ da empresa/);
    await userEvent.type(cnpj, '12abc3450');
    await expect.element(cnpj).toHaveValue('12.ABC.345/0');
    await userEvent.type(cnpj, '1de36');
    await expect.element(cnpj).toHaveValue('12.ABC.345/01DE-36');
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText(CNPJ_INVALID_MESSAGE)).toBeVisible();
    await expect.element(cnpj).toHaveFocus();
    expect(saved).toHaveLength(0);

    await cnpj.fill('12ABC34501DE35');
    await expect.element(cnpj).toHaveValue('12.ABC.345/01DE-35');
    await expect.element(screen.getByText(CNPJ_INVALID_MESSAGE)).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText('12.ABC.345/01DE-35')).toBeVisible();
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ company_cnpj: '12.ABC.345/01DE-35' });
  });

  it('shows the server’s CNPJ error under the field', async () => {
    const { screen } = await renderWithSppock(<ProfileTab />, {
      handlers: [
        http.get('/api/accounts/users/profile/', ({ response }) => response(200).json(fixtureUser())),
        http.put('/api/accounts/users/profile/', ({ response }) =>
          response(400).json({ company_cnpj: ['CNPJ recusado pelo servidor.'] }),
        ),
      ],
    });
    await screen.getByRole('button', { name: 'Editar' }).click();
    await expect.element(screen.getByLabelText(/^CNPJ da empresa/)).toHaveValue('11.222.333/0001-81');
    await screen.getByRole('button', { name: 'Salvar' }).click();
    await expect.element(screen.getByText('CNPJ recusado pelo servidor.')).toBeVisible();
  });
});
