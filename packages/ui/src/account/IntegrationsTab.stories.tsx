import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { customAgentsHandlers } from '../customAgents/customAgentsHandlers';
import { withSppock } from '../testing/withSppock';
import { IntegrationsTab } from './IntegrationsTab';
import { EMBED_SITES, integrationsHandlers } from './integrationsHandlers';

const meta = {
  title: 'Account/IntegrationsTab',
  component: IntegrationsTab,
  decorators: [withSppock],
  args: { serverOrigin: 'https://app.sppock.com.br' },
  parameters: { msw: { handlers: [...integrationsHandlers(), ...customAgentsHandlers()] } },
} satisfies Meta<typeof IntegrationsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One registered site with both widgets: its snippet, its visitors' month against the budget, one published agent. */
export const WithSite: Story = {};

/** No site yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: integrationsHandlers({ sites: [] }) } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: integrationsHandlers({ list: 'loading' }) } },
};

/** The list fails to load. */
export const LoadFails: Story = {
  parameters: { msw: { handlers: integrationsHandlers({ list: 'error' }) } },
};

/** The Commander paused for visitors (budget 0), no agent published. */
export const BudgetPaused: Story = {
  parameters: {
    msw: {
      handlers: integrationsHandlers({
        sites: EMBED_SITES.map((site) => ({ ...site, monthly_messages: 0, published_agents: [] })),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pausado (orçamento 0)')).toBeVisible();
  },
};

const openVisitorSettings = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Orçamento e agentes' }));
  // The dialog is portalled to the page's body.
  return within(canvasElement.ownerDocument.body);
};

/** The site's visitor settings open: the budget, the team agent published, the owner-only one disabled. */
export const VisitorSettings: Story = {
  play: async ({ canvasElement }) => {
    const page = await openVisitorSettings(canvasElement);
    await expect(await page.findByRole('checkbox', { name: 'Propostas Boa Vista' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Posts da Semana' })).toBeDisabled();
  },
};

/** Outside the Enterprise plan: the budget only, with the plan that publishes custom agents. */
export const VisitorSettingsOutsideEnterprise: Story = {
  parameters: { msw: { handlers: [...integrationsHandlers(), ...customAgentsHandlers({ state: 'plan' })] } },
  play: async ({ canvasElement }) => {
    const page = await openVisitorSettings(canvasElement);
    await expect(
      await page.findByText('Publicar agentes personalizados faz parte do plano Enterprise.'),
    ).toBeInTheDocument();
  },
};
