import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { CustomAgentForm } from './CustomAgentForm';
import { customAgentsHandlers } from './customAgentsHandlers';
import { customAgentsFixture } from './fixtures';

const meta = {
  title: 'Agentes da equipe/CustomAgentForm',
  component: CustomAgentForm,
  decorators: [withSppock],
  parameters: { msw: { handlers: customAgentsHandlers() } },
  args: { open: true, onOpenChange: fn(), onSaved: fn() },
} satisfies Meta<typeof CustomAgentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new agent: empty fields, Administração, the whole team. */
export const Create: Story = {};

/** Editing an agent with two starter prompts and both tools. */
export const Edit: Story = { args: { agent: customAgentsFixture()[1] } };
