import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { fixtureUser } from '../shell/fixtures';
import { http } from '../testing/msw';
import { withSppock } from '../testing/withSppock';
import { ContactConfirmation } from './ContactConfirmation';

const meta = {
  title: 'Conta/ContactConfirmation',
  component: ContactConfirmation,
  decorators: [withSppock],
  args: { profile: fixtureUser({ pending_email: 'mariana@boavista.com.br', phone_verified: false }) },
  parameters: {
    msw: {
      handlers: [
        http.post('/api/accounts/phone/send-code/', ({ response }) =>
          response(200).json({ message: 'Enviamos um código por SMS para (31) 98765-4321.' }),
        ),
        http.post('/api/accounts/phone/verify/', ({ response }) =>
          response(400).json({ error: 'Código de verificação inválido ou expirado' }),
        ),
        http.post('/api/accounts/email-change/confirm/', ({ response }) =>
          response(400).json({ error: 'Código de verificação inválido ou expirado' }),
        ),
      ],
    },
  },
} satisfies Meta<typeof ContactConfirmation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new e-mail waiting for its code and a phone not yet confirmed. */
export const BothPending: Story = {};

export const EmailPending: Story = {
  args: { profile: fixtureUser({ pending_email: 'mariana@boavista.com.br' }) },
};

/** 'Confirmar celular' sent the SMS; the code field is open. */
export const PhoneCodeSent: Story = {
  args: { profile: fixtureUser({ phone_verified: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar celular' }));
    await expect(await canvas.findByLabelText('Código recebido por SMS')).toBeVisible();
  },
};
