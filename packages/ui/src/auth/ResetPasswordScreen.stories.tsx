import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FullBleed, SppockHost } from '../testing/SppockHost';
import { passwordResetHandlers } from './authHandlers';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const meta = {
  title: 'Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  args: { token: '9f3c2a7e-4b1d-4c8a-a6e2-5d7f0b9c1e84' },
  decorators: [
    (Story) => (
      <SppockHost path="/reset-password">
        <FullBleed>
          <Story />
        </FullBleed>
      </SppockHost>
    ),
  ],
  parameters: { msw: [] },
} satisfies Meta<typeof ResetPasswordScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement, confirmation = 'Broa&Queijo2026') => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/^Nova senha/), 'Broa&Queijo2026');
  await userEvent.type(canvas.getByLabelText(/^Confirmar nova senha/), confirmation);
  await userEvent.click(canvas.getByRole('button', { name: 'Redefinir senha' }));
  return canvas;
};

/** /reset-password without a token. */
export const MissingToken: Story = {
  args: { token: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Link de redefinição de senha inválido ou ausente. Por favor, solicite um novo link.',
    );
  },
};

/** The new-password form of /reset-password/{token}. */
export const Form: Story = {};

export const PasswordsDiffer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'Broa&Queijo2025');
    await expect(await canvas.findByText('As senhas não coincidem.')).toBeVisible();
  },
};

export const Success: Story = {
  parameters: { msw: passwordResetHandlers.confirmSuccess },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Sua senha foi redefinida com sucesso!',
    );
  },
};

/** The link expired or was used already. */
export const ExpiredLink: Story = {
  parameters: { msw: passwordResetHandlers.confirmInvalidToken },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(/Link de redefinição inválido ou expirado/);
  },
};

/** The server refuses a common password: its message under the password, where it is fixed. */
export const CommonPassword: Story = {
  parameters: { msw: passwordResetHandlers.confirmCommonPassword },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement);
    await expect(await canvas.findByText(/Esta senha é comum ou fácil de adivinhar/)).toBeVisible();
  },
};
