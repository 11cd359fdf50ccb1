import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { CustomAgentManager } from './CustomAgentManager';
import { customAgentsHandlers } from './customAgentsHandlers';
import { memberAgentsFixture } from './fixtures';

const meta = {
  title: 'Agentes da equipe/CustomAgentManager',
  component: CustomAgentManager,
  decorators: [withSppock],
  parameters: { msw: { handlers: customAgentsHandlers() }, sppock: { path: '/agents/personalizados' } },
} satisfies Meta<typeof CustomAgentManager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Enterprise owner: two agents, one with a knowledge document. */
export const Owner: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Propostas Boa Vista')).toBeVisible();
  },
};

/** A member: the agents shared with the team, to open only. */
export const Member: Story = {
  parameters: { msw: { handlers: customAgentsHandlers({ agents: memberAgentsFixture(), role: 'member' }) } },
};

/** A member the owner lets create agents: 'Novo agente' and 'Importar JSON', the others' agents to open only. */
export const MemberWhoCreates: Story = {
  parameters: { msw: { handlers: customAgentsHandlers({ agents: memberAgentsFixture(), role: 'creator' }) } },
};

/** No agent yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: customAgentsHandlers({ agents: [] }) } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: customAgentsHandlers({ state: 'loading' }) } },
};

/** The list fails, with a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: customAgentsHandlers({ state: 'error' }) } },
};

/** Outside the Enterprise plan: the plan that unlocks the agents. */
export const OutsideEnterprise: Story = {
  parameters: { msw: { handlers: customAgentsHandlers({ state: 'plan' }) } },
};

/** A long name and description wrap inside the card. */
export const LongText: Story = {
  parameters: {
    msw: {
      handlers: customAgentsHandlers({
        agents: [
          {
            ...memberAgentsFixture()[0]!,
            can_edit: true,
            name: 'Propostas comerciais de buffets corporativos da Padaria',
            description:
              'Monta propostas comerciais da Padaria Boa Vista para buffets, cafés da manhã, coffee breaks e eventos corporativos de 10 a 400 pessoas, com a tabela de preços de 2026, as condições de pagamento e o prazo de entrega de cada item do cardápio.',
          },
        ],
      }),
    },
  },
};
