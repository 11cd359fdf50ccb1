import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { conversationsFixture } from '../shell/fixtures';
import { withSppock } from '../testing/withSppock';
import { accountHandlers } from './accountHandlers';
import { ConversationsTab } from './ConversationsTab';

const meta = {
  title: 'Conta/ConversationsTab',
  component: ConversationsTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof ConversationsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const Empty: Story = { parameters: { msw: { handlers: accountHandlers({ conversations: [] }) } } };

export const Loading: Story = {
  parameters: { msw: { handlers: accountHandlers({ conversationsState: 'loading' }) } },
};

export const Failed: Story = {
  parameters: { msw: { handlers: accountHandlers({ conversationsState: 'error' }) } },
};

/** The chat screen does not exist yet: 'Abrir' waits. */
export const ChatComingSoon: Story = { args: { chatAvailable: false } };

/** Many conversations. */
export const Many: Story = {
  parameters: { msw: { handlers: accountHandlers({ conversations: conversationsFixture(24) }) } },
};

/** The deletion confirmation. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = await canvas.findAllByRole('button', { name: /^Deletar a conversa/ });
    await userEvent.click(buttons[0]!);
    await expect(await within(document.body).findByRole('alertdialog')).toBeInTheDocument();
  },
};
