import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { CustomAgentDocuments } from './CustomAgentDocuments';
import { customAgentsHandlers } from './customAgentsHandlers';
import { customAgentsFixture, memberAgentsFixture } from './fixtures';

const meta = {
  title: 'Agentes da equipe/CustomAgentDocuments',
  component: CustomAgentDocuments,
  decorators: [withSppock],
  parameters: { msw: { handlers: customAgentsHandlers() } },
  args: { open: true, onOpenChange: fn(), agent: customAgentsFixture()[0]! },
} satisfies Meta<typeof CustomAgentDocuments>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner: one document, the upload and a delete per document. */
export const Owner: Story = {};

/** No document yet. */
export const Empty: Story = { args: { agent: customAgentsFixture()[1]! } };

/** A member sees the list only. */
export const Member: Story = { args: { agent: memberAgentsFixture()[0]! } };
