import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { customAgentsHandlers } from '../customAgents/customAgentsHandlers';
import { withStoryForm } from '../forms/fixtureForm';
import { withSppock } from '../testing/withSppock';
import { WhatsappResponderFields } from './WhatsappResponderFields';

const meta = {
  title: 'Account/WhatsappResponderFields',
  component: WhatsappResponderFields,
  decorators: [
    withStoryForm({ defaultValues: { responder: 'commander', customAgentId: '', templateName: '' } }),
    withSppock,
  ],
  parameters: { msw: { handlers: customAgentsHandlers() } },
} satisfies Meta<typeof WhatsappResponderFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Commander: Story = {};

/** A custom agent chosen: the team's agents to pick from. */
export const CustomAgent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Quem responde' }), 'custom_agent');
    await expect(await canvas.findByRole('combobox', { name: 'Agente personalizado' })).toBeVisible();
  },
};
