import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FullBleed, SppockHost } from '../testing/SppockHost';
import { REGISTRATION_TOKENS, registerHandlers, verifyHandlers } from './authHandlers';
import { RegisterScreen } from './RegisterScreen';

const navigate = fn();

const meta = {
  title: 'Auth/RegisterScreen',
  component: RegisterScreen,
  args: { redirectTo: '/agents/chatsppock' },
  decorators: [
    (Story) => (
      <SppockHost onNavigate={navigate} path="/register">
        <FullBleed>
          <Story />
        </FullBleed>
      </SppockHost>
    ),
  ],
  parameters: { msw: [] },
} satisfies Meta<typeof RegisterScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillForm = async (canvasElement: HTMLElement, options: { submit?: boolean } = {}) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Nome' }), 'Mariana');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Sobrenome' }), 'Costa');
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'E-mail' }),
    'mariana.costa@padariaboavista.com.br',
  );
  await userEvent.type(canvas.getByRole('textbox', { name: 'Celular' }), '(31) 98765-4321');
  await userEvent.type(canvas.getByLabelText(/^Senha/), 'Pao&Cafe2026');
  await userEvent.type(canvas.getByLabelText(/^Confirmar senha/), 'Pao&Cafe2026');
  await userEvent.click(canvas.getByRole('checkbox', { name: /Li e aceito/ }));
  if (options.submit !== false) {
    await userEvent.click(canvas.getByRole('button', { name: 'Criar conta' }));
  }
  return canvas;
};

/** The empty form: submit is disabled until the terms are accepted. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Criar conta' })).toBeDisabled();
  },
};

/** Typing: the phone mask, the live checklist, and a confirmation that does not match. */
export const Typing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Celular' }), '(31) 98765-4321');
    await expect(canvas.getByRole('textbox', { name: 'Celular' })).toHaveValue('(31) 98765-4321');
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'padaria1');
    await userEvent.type(canvas.getByLabelText(/^Confirmar senha/), 'padaria');
    await expect(await canvas.findByText('As senhas não correspondem')).toBeVisible();
  },
};

/** Every field filled, ready to send. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement, { submit: false });
    await expect(canvas.getByRole('button', { name: 'Criar conta' })).toBeEnabled();
  },
};

/** Sending: 'Criando conta...'. */
export const Loading: Story = {
  parameters: { msw: registerHandlers.pending },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Criando conta...' })).toBeDisabled();
  },
};

/** The server refuses a common password: its message under the password, in pt-BR. */
export const CommonPassword: Story = {
  parameters: { msw: registerHandlers.commonPassword },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await expect(
      await canvas.findByText(
        'Esta senha é comum ou fácil de adivinhar. Prefira uma frase com várias palavras.',
      ),
    ).toBeVisible();
  },
};

/** Several field errors from the server. */
export const FieldErrors: Story = {
  parameters: { msw: registerHandlers.invalidFields },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await expect(
      await canvas.findByText('Informe um celular válido com DDD (10 ou 11 dígitos).'),
    ).toBeVisible();
  },
};

/** 429: too many sign-ups from this address. */
export const TooManyAttempts: Story = {
  parameters: { msw: registerHandlers.throttled },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.',
    );
  },
};

/** The network failed: 'Erro ao registrar usuário'. */
export const NetworkFailure: Story = {
  parameters: { msw: registerHandlers.networkFailure },
  play: async ({ canvasElement }) => {
    const canvas = await fillForm(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro ao registrar usuário');
  },
};

/** After sign-up: the 'Verificar Conta' step, with the resend countdown. */
export const VerifyStep: Story = {
  args: {
    pendingVerification: {
      userId: 12,
      registrationToken: REGISTRATION_TOKENS.first,
      email: 'mariana.costa@padariaboavista.com.br',
    },
  },
  parameters: { msw: [...verifyHandlers.success, ...verifyHandlers.resendSuccess] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verificar Conta' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Reenviar código em \d+s$/ })).toBeDisabled();
  },
};

/** The whole flow: sign up, type the code, verified and on to the Commander. */
export const SignUpAndVerify: Story = {
  parameters: { msw: [...registerHandlers.success, ...verifyHandlers.success] },
  play: async ({ canvasElement, args }) => {
    navigate.mockClear();
    const canvas = await fillForm(canvasElement);
    const code = await canvas.findByRole('textbox', { name: 'Código de verificação' });
    await userEvent.type(code, '482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(args.redirectTo, { replace: true }));
  },
};
