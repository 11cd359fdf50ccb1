import { fakeUser } from '@sppock/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { withSppock } from '../../testing/withSppock';
import { DebugPanel } from './DebugPanel';
import { DEBUG_LOGIN, debugHandlers } from './debugHandlers';

const meta = {
  title: 'Chat/Painéis/DebugPanel',
  component: DebugPanel,
  decorators: [withSppock],
  args: { open: true, onOpenChange: fn(), appName: 'Sppock', mode: 'development' },
  parameters: {
    sppock: { user: fakeUser({ is_superuser: true }) },
    msw: { handlers: debugHandlers() },
    docs: { story: { inline: false, iframeHeight: 720 } },
  },
} satisfies Meta<typeof DebugPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: configuration and the three tests. */
export const Open: Story = {};

/** Without the app's name and mode. */
export const WithoutAppDetails: Story = { args: { appName: undefined, mode: undefined } };

/** Every test run against a server that answers. */
export const ChecksPassed: Story = {
  play: async () => {
    const panel = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(panel.getByRole('button', { name: 'Testar conexão' }));
    await userEvent.click(panel.getByRole('button', { name: 'Testar endpoint' }));
    await userEvent.type(panel.getByRole('textbox', { name: 'E-mail' }), DEBUG_LOGIN.email);
    await userEvent.type(panel.getByLabelText('Senha'), DEBUG_LOGIN.password);
    await userEvent.click(panel.getByRole('button', { name: 'Testar login' }));
    const shown = await panel.findByText(/^Login aceito para/);
    await waitFor(() => expect(shown).toBeVisible());
  },
};

/** The server cannot be reached. */
export const ServerDown: Story = {
  parameters: { msw: { handlers: debugHandlers({ state: 'down' }) } },
  play: async () => {
    const panel = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(panel.getByRole('button', { name: 'Testar conexão' }));
    const shown = await panel.findByText('Erro de conexão com o servidor');
    await waitFor(() => expect(shown).toBeVisible());
  },
};

/** The connection test under way. */
export const Testing: Story = {
  parameters: { msw: { handlers: debugHandlers({ state: 'slow' }) } },
  play: async () => {
    const panel = within(await within(document.body).findByRole('dialog'));
    await userEvent.click(panel.getByRole('button', { name: 'Testar conexão' }));
    const running = await panel.findByRole('button', { name: 'Testando...' });
    await waitFor(() => expect(running).toBeVisible());
  },
};

/** Signed out: the missing token is flagged. */
export const NoSession: Story = { parameters: { sppock: { user: null } } };
