import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { IntegrationsTab } from './IntegrationsTab';
import { integrationsHandlers } from './integrationsHandlers';

const meta = {
  title: 'Account/IntegrationsTab',
  component: IntegrationsTab,
  decorators: [withSppock],
  args: { serverOrigin: 'https://app.sppock.com.br' },
  parameters: { msw: { handlers: integrationsHandlers() } },
} satisfies Meta<typeof IntegrationsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One registered site with its snippet. */
export const WithSite: Story = {};

/** No site yet. */
export const Empty: Story = { parameters: { msw: { handlers: integrationsHandlers({ sites: [] }) } } };

export const Loading: Story = {
  parameters: { msw: { handlers: integrationsHandlers({ list: 'loading' }) } },
};

/** The list fails to load. */
export const LoadFails: Story = {
  parameters: { msw: { handlers: integrationsHandlers({ list: 'error' }) } },
};
