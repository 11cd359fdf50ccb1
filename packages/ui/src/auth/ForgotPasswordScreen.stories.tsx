import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FullBleed, SppockHost } from '../testing/SppockHost';
import { passwordResetHandlers } from './authHandlers';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const meta = {
  title: 'Auth/ForgotPasswordScreen',
  component: ForgotPasswordScreen,
  decorators: [
    (Story) => (
      <SppockHost path="/forgot-password">
        <FullBleed>
          <Story />
        </FullBleed>
      </SppockHost>
    ),
  ],
  parameters: { msw: [] },
} satisfies Meta<typeof ForgotPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(
    canvas.getByRole('textbox', { name: 'E-mail' }),
    'mariana.costa@padariaboavista.com.br',
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }));
  return canvas;
};

export const Empty: Story = {};

/** Submitting without an e-mail. */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar link' }));
    await expect(await canvas.findByText('Informe seu e-mail.')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: passwordResetHandlers.requestPending },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
  },
};

/** The link was requested: the server's message (the same whether or not the e-mail exists). */
export const Sent: Story = {
  parameters: { msw: passwordResetHandlers.requestSuccess },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Se o seu e-mail estiver registrado, você receberá um link para redefinir sua senha.',
    );
  },
};

export const TooManyRequests: Story = {
  parameters: { msw: passwordResetHandlers.requestThrottled },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Muitas solicitações. Aguarde alguns minutos e tente novamente.',
    );
  },
};

export const NetworkFailure: Story = {
  parameters: { msw: passwordResetHandlers.requestNetworkFailure },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Erro de conexão com o servidor. Por favor, tente novamente.',
    );
  },
};
