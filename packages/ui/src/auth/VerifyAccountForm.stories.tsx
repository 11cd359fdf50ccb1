import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FullBleed, SppockHost } from '../testing/SppockHost';
import { AuthLayout } from './AuthLayout';
import { REGISTRATION_TOKENS, verifyHandlers } from './authHandlers';
import { VerifyAccountForm } from './VerifyAccountForm';

const meta = {
  title: 'Auth/VerifyAccountForm',
  component: VerifyAccountForm,
  args: {
    pending: {
      userId: 12,
      registrationToken: REGISTRATION_TOKENS.first,
      email: 'mariana.costa@padariaboavista.com.br',
    },
  },
  decorators: [
    (Story) => (
      <SppockHost path="/register">
        <FullBleed>
          <AuthLayout title="Verificar Conta">
            <Story />
          </AuthLayout>
        </FullBleed>
      </SppockHost>
    ),
  ],
  parameters: { msw: [] },
} satisfies Meta<typeof VerifyAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just after sign-up: the countdown before a resend. */
export const Countdown: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: /^Reenviar código em \d+s$/ }),
    ).toBeDisabled();
  },
};

/** The code can be sent again. */
export const ResendAvailable: Story = {
  args: { initialCooldown: 0 },
  parameters: { msw: verifyHandlers.resendSuccess },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Enviamos um novo código de verificação para o seu e-mail.',
    );
  },
};

/** The server refuses a resend that came too soon, and says how long to wait. */
export const ResendTooSoon: Story = {
  args: { initialCooldown: 0 },
  parameters: { msw: verifyHandlers.resendTooSoon },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Reenviar código' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Aguarde 42 segundos para solicitar um novo código.',
    );
  },
};

/** A wrong or expired code. */
export const InvalidCode: Story = {
  parameters: { msw: verifyHandlers.invalidCode },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código de verificação' }), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Código de verificação inválido ou expirado',
    );
  },
};

/** The sign-up waited too long: its registration token expired. */
export const RegistrationExpired: Story = {
  parameters: { msw: verifyHandlers.registrationExpired },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Código de verificação' }), '482913');
    await userEvent.click(canvas.getByRole('button', { name: 'Verificar' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /O prazo para verificar este cadastro terminou/,
    );
  },
};

/** A long e-mail address in the explanation. */
export const LongDestination: Story = {
  args: {
    pending: {
      userId: 12,
      registrationToken: REGISTRATION_TOKENS.first,
      email: 'fernanda.albuquerque.de.souza.oliveira@grupoipealimentosebebidas.com.br',
    },
  },
};
