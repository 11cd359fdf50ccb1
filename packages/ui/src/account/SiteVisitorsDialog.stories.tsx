import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { customAgentsHandlers } from '../customAgents/customAgentsHandlers';
import { withSppock } from '../testing/withSppock';
import { EMBED_SITES, integrationsHandlers } from './integrationsHandlers';
import { SiteVisitorsDialog } from './SiteVisitorsDialog';

const site = EMBED_SITES[0]!;

const meta = {
  title: 'Account/SiteVisitorsDialog',
  component: SiteVisitorsDialog,
  decorators: [withSppock],
  args: { site, open: true, onOpenChange: () => undefined },
  parameters: { msw: { handlers: [...integrationsHandlers(), ...customAgentsHandlers()] } },
} satisfies Meta<typeof SiteVisitorsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A site's visitor settings: the monthly budget, the team agent published, the owner-only one offered disabled. */
export const Enterprise: Story = {
  play: async ({ canvasElement }) => {
    // The dialog is portalled to the page's body.
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('checkbox', { name: 'Propostas Boa Vista' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Posts da Semana' })).toBeDisabled();
  },
};

/** The Commander paused for visitors (budget 0), nothing published. */
export const Paused: Story = {
  args: { site: { ...site, monthly_messages: 0, published_agents: [] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('checkbox', { name: 'Propostas Boa Vista' })).not.toBeChecked();
  },
};

/** Outside the Enterprise plan: the budget only, with the plan that publishes custom agents. */
export const OutsideEnterprise: Story = {
  parameters: { msw: { handlers: [...integrationsHandlers(), ...customAgentsHandlers({ state: 'plan' })] } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(
      await page.findByText('Publicar agentes personalizados faz parte do plano Enterprise.'),
    ).toBeInTheDocument();
  },
};
