import type { Meta, StoryObj } from '@storybook/react-vite';
import { AGENT_ICONS, AgentIcon } from './AgentIcon';

const meta = { title: 'Chat/AgentIcon', component: AgentIcon, args: { agent: 'chatsppock' } } satisfies Meta<
  typeof AgentIcon
>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Commander: Story = {};

/** Every agent's icon, with its type beside it. */
export const All: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, listStyle: 'none', padding: 0 }}>
      {Object.keys(AGENT_ICONS).map((agent) => (
        <li key={agent} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <AgentIcon agent={agent} size={20} />
          {agent}
        </li>
      ))}
    </ul>
  ),
};
