import { fakeJwt } from '@sppock/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { http } from '../testing/msw';
import { withSppock } from '../testing/withSppock';
import { SessionExpiryWarning } from './SessionExpiryWarning';

const meta = {
  title: 'Shell/SessionExpiryWarning',
  component: SessionExpiryWarning,
  decorators: [withSppock],
} satisfies Meta<typeof SessionExpiryWarning>;

export default meta;
type Story = StoryObj<typeof meta>;

const refreshOk = http.post('/api/accounts/token/refresh/', ({ response }) =>
  response(200).json({ access: fakeJwt(Date.now() + 3_600_000), refresh: 'refresh-2' }),
);

/** Four minutes left: the banner offers 'Continuar logado'. */
export const Expiring: Story = {
  parameters: {
    sppock: { expiresAt: Date.now() + 4 * 60_000 },
    msw: { handlers: [refreshOk] },
  },
  play: async () => {
    const body = within(document.body);
    const title = await body.findByText('Sua sessão está prestes a expirar');
    await waitFor(() => expect(title).toBeVisible());
    await expect(body.getByText('Ela expira em 4 minutos.')).toBeInTheDocument();
  },
};

/** 'Continuar logado' renews the session for 60 minutes. */
export const Renewed: Story = {
  parameters: {
    sppock: { expiresAt: Date.now() + 4 * 60_000 },
    msw: { handlers: [refreshOk] },
  },
  play: async () => {
    const body = within(document.body);
    await userEvent.click(await body.findByRole('button', { name: 'Continuar logado' }));
    const toast = await body.findByText('Sessão renovada por mais 60 minutos!');
    await waitFor(() => expect(toast).toBeVisible());
  },
};

/** Nothing shows while the session has time left. */
export const SessionFresh: Story = {};
