import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ApiKeySecretDialog } from './ApiKeySecretDialog';
import { NEW_API_KEY_SECRET } from './apiKeysHandlers';

const meta = {
  title: 'Account/ApiKeySecretDialog',
  component: ApiKeySecretDialog,
  args: { created: { name: 'Planilha de leads', secret: NEW_API_KEY_SECRET }, onClose: fn() },
} satisfies Meta<typeof ApiKeySecretDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The secret of a key just created, shown once. */
export const Open: Story = {};

/** A long key name. */
export const LongName: Story = {
  args: {
    created: {
      name: 'Integração do CRM da Padaria Boa Vista com a planilha de leads',
      secret: NEW_API_KEY_SECRET,
    },
  },
};
