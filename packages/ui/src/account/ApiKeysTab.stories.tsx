import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { ApiKeysTab } from './ApiKeysTab';
import { API_KEYS, apiKeysHandlers, NEW_API_KEY_SECRET } from './apiKeysHandlers';

const TEAM_KEY = {
  id: '5f1e2d3c-4b5a-4968-8776-655443322110',
  name: 'CRM da equipe',
  scopes: ['chat' as const],
  hint: 'spk_Tm8q…Zx41',
  created_at: '2026-11-26T08:15:00-03:00',
  last_used_at: null,
  team: true,
};

const meta = {
  title: 'Account/ApiKeysTab',
  component: ApiKeysTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: apiKeysHandlers() } },
} satisfies Meta<typeof ApiKeysTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two keys: one used this morning, one never used. */
export const WithKeys: Story = {};

/** An Enterprise team's owner: the team key choice in the form, a team key marked 'Equipe'. */
export const TeamOwner: Story = {
  parameters: {
    msw: {
      handlers: apiKeysHandlers({
        teamOwner: true,
        keys: [...API_KEYS, { ...TEAM_KEY }],
      }),
    },
  },
};

/** No key yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: apiKeysHandlers({ keys: [] }) } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: apiKeysHandlers({ list: 'loading' }) } },
};

/** The list fails to load. */
export const LoadFails: Story = {
  parameters: { msw: { handlers: apiKeysHandlers({ list: 'error' }) } },
};

/** A key just created: the secret shown once, with its copy button. */
export const KeyCreated: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: /Nome da chave/ }), 'Zapier');
    await userEvent.click(canvas.getByRole('button', { name: 'Criar chave' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(NEW_API_KEY_SECRET)).toBeInTheDocument();
  },
};
