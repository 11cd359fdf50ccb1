import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CommanderDiagram } from './CommanderDiagram';

const meta = {
  title: 'Landing/CommanderDiagram',
  component: CommanderDiagram,
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof CommanderDiagram>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The request goes to Brainstorm. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of ['Brainstorm', 'Conteúdo', 'Análise', 'Leads']) {
      await expect(canvas.getByText(label)).toBeVisible();
    }
  },
};

/** Another agent highlighted. */
export const RoutedToLeads: Story = { args: { activeAgent: 3 } };

/** On a phone-wide column. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 340 }}>{Story()}</div>],
};
