import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FullBleed, SppockHost } from '../testing/SppockHost';
import { createTestHost } from '../testing/testHost';
import { loginHandlers } from './authHandlers';
import { LoginScreen } from './LoginScreen';

const navigate = fn();

const meta = {
  title: 'Auth/LoginScreen',
  component: LoginScreen,
  args: { redirectTo: '/agents/chatsppock' },
  decorators: [
    (Story) => (
      <SppockHost onNavigate={navigate} path="/login">
        <FullBleed>
          <Story />
        </FullBleed>
      </SppockHost>
    ),
  ],
  parameters: { msw: [] },
} satisfies Meta<typeof LoginScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const fillAndSubmit = async (canvasElement: HTMLElement, email = 'mariana.costa@padariaboavista.com.br') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), email);
  await userEvent.type(canvas.getByLabelText(/^Senha/), 'Pao&Cafe2026');
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
  return canvas;
};

/** The empty form: 'Lembrar-me' is checked, as the spec shows it. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Lembrar-me' })).toBeChecked();
  },
};

/** Submitting without e-mail or password. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
    await expect(await canvas.findByText('Informe seu e-mail.')).toBeVisible();
    await expect(canvas.getByText('Informe sua senha.')).toBeVisible();
  },
};

/** Signing in: 'Entrando...' while the server answers. */
export const Loading: Story = {
  parameters: { msw: loginHandlers.pending },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Entrando...' })).toBeDisabled();
  },
};

/** Signed in: the app goes on to `redirectTo`. */
export const Success: Story = {
  parameters: { msw: loginHandlers.success },
  play: async ({ canvasElement, args }) => {
    navigate.mockClear();
    await fillAndSubmit(canvasElement);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith(args.redirectTo, { replace: true }));
  },
};

/** 401: wrong e-mail or password. */
export const WrongCredentials: Story = {
  parameters: { msw: loginHandlers.wrongCredentials },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Email ou senha incorretos. Verifique suas credenciais e tente novamente.',
    );
  },
};

/** 429: too many attempts. */
export const TooManyAttempts: Story = {
  parameters: { msw: loginHandlers.throttled },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
    );
  },
};

/** The network failed. */
export const NetworkFailure: Story = {
  parameters: { msw: loginHandlers.networkFailure },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Erro de conexão com o servidor');
  },
};

/** The server answered without a status: the toast of spec 1 §8, for 5 seconds. */
export const ServerUnavailable: Story = {
  decorators: [
    (Story) => (
      <SppockHost
        host={createTestHost({ user: null, fetch: () => Promise.resolve(Response.error()) })}
        onNavigate={navigate}
      >
        <Story />
      </SppockHost>
    ),
  ],
  play: async ({ canvasElement }) => {
    await fillAndSubmit(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() =>
      expect(body.getByText('Servidor indisponível. Tente novamente mais tarde.')).toBeVisible(),
    );
  },
};

/** A long message from the server wraps inside the card. */
export const LongServerMessage: Story = {
  parameters: { msw: loginHandlers.longDetail },
  play: async ({ canvasElement }) => {
    const canvas = await fillAndSubmit(
      canvasElement,
      'fernanda.albuquerque.de.souza@grupoipealimentos.com.br',
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('confirmação adicional de identidade');
  },
};
