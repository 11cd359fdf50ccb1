import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AgentForm } from './AgentForm';
import { CHAT_AGENTS } from './fixtures';

const agent = (type: string) => {
  const found = CHAT_AGENTS.find((entry) => entry.agent_type === type);
  if (!found) {
    throw new Error(type);
  }
  return found;
};

const meta = {
  title: 'Chat/AgentForm',
  component: AgentForm,
  args: { agent: agent('email_writer'), onSubmit: fn(async () => true) },
} satisfies Meta<typeof AgentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailWriter: Story = {};
export const Meeting: Story = { args: { agent: agent('meeting') } };
export const ContentIdeas: Story = { args: { agent: agent('content_ideas') } };
export const SupplierFinder: Story = { args: { agent: agent('supplier_finder') } };

/** Sent empty: every required field says so. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar' }));
    await expect((await within(canvasElement).findAllByText(/é obrigatório/)).length).toBeGreaterThan(0);
  },
};

export const Disabled: Story = { args: { disabled: true } };
