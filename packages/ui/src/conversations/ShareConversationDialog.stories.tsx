import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { ShareConversationDialog } from './ShareConversationDialog';
import { shareHandlers } from './shareHandlers';

const meta = {
  title: 'Conversas/ShareConversationDialog',
  component: ShareConversationDialog,
  decorators: [withSppock],
  args: {
    open: true,
    onOpenChange: fn(),
    origin: 'https://app.sppock.com.br',
    conversation: {
      source: 'agent',
      sessionId: '3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9100',
      title: 'Plano de marketing para a Páscoa',
    },
  },
  parameters: { msw: { handlers: shareHandlers() } },
} satisfies Meta<typeof ShareConversationDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The expiry to choose (7 days first) before the link exists. */
export const ChooseExpiry: Story = {};

/** The link created: the address to copy, shown once, and when it stops opening. */
export const LinkCreated: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    (await body.findByRole('button', { name: 'Criar link' })).click();
    await expect(await body.findByLabelText('Link da conversa')).toHaveValue(
      'https://app.sppock.com.br/compartilhado/Zq3r8VtK1mXw9Lp2Hs7Yd4Nc6Bf0Ja5Ge8Ru2Tk7Qo4',
    );
  },
};

/** The active-link limit: the server's message in the dialog. */
export const LimitReached: Story = {
  parameters: { msw: { handlers: shareHandlers({ createState: 'limit' }) } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    (await body.findByRole('button', { name: 'Criar link' })).click();
    await expect(await body.findByRole('alert')).toHaveTextContent(/100 links ativos/);
  },
};

/** A long title wraps inside the dialog. */
export const LongTitle: Story = {
  args: {
    conversation: {
      sessionId: '3f6c2a8e-9b41-4d7a-a2c5-7e18d04b9100',
      title:
        'Planejamento completo da campanha de Páscoa com pré-venda, kits de café da manhã, parcerias com floriculturas e posts diários',
    },
  },
};
