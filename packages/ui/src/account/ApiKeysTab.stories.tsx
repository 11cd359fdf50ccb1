import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { ApiKeysTab } from './ApiKeysTab';
import { apiKeysHandlers, NEW_API_KEY_SECRET } from './apiKeysHandlers';

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
