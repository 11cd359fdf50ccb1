import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { customAgentsHandlers } from '../customAgents/customAgentsHandlers';
import { withSppock } from '../testing/withSppock';
import { integrationsHandlers, WHATSAPP_CONNECTION } from './integrationsHandlers';
import { WhatsappCard } from './WhatsappCard';

const meta = {
  title: 'Account/WhatsappCard',
  component: WhatsappCard,
  decorators: [withSppock],
  parameters: { msw: { handlers: integrationsHandlers() } },
} satisfies Meta<typeof WhatsappCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No number yet: the form with Meta's ids and secrets and who answers. */
export const NotConnected: Story = {};

/** A connected number: masked secrets, the webhook address to copy, who answers. */
export const Connected: Story = {
  parameters: { msw: { handlers: integrationsHandlers({ whatsapp: WHATSAPP_CONNECTION }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('••••k3Xz')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: integrationsHandlers({ whatsappState: 'loading' }) } },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: integrationsHandlers({ whatsappState: 'error' }) } },
};

/** Answered by a custom agent (Enterprise): the team's agents to choose from. */
export const CustomAgent: Story = {
  parameters: {
    msw: {
      handlers: [
        ...integrationsHandlers({ whatsapp: { ...WHATSAPP_CONNECTION, responder: 'custom_agent' } }),
        ...customAgentsHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('combobox', { name: 'Agente personalizado' }),
    ).toBeVisible();
  },
};

/** Outside Enterprise, choosing a custom agent says it is the plan's. */
export const CustomAgentOutsideEnterprise: Story = {
  parameters: { msw: { handlers: [...integrationsHandlers(), ...customAgentsHandlers({ state: 'plan' })] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Quem responde' }),
      'custom_agent',
    );
    await expect(
      await canvas.findByText('Responder com um agente personalizado faz parte do plano Enterprise.'),
    ).toBeVisible();
  },
};
