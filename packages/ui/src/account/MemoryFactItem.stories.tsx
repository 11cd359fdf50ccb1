import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { MemoryFactItem } from './MemoryFactItem';
import { memoryHandlers } from './memoryHandlers';

const fact = {
  id: '3f6c1e2a-8b4d-4c7e-9a15-000000000000',
  text: 'Minha loja se chama Doces da Serra',
  source: 'explicit',
  created_at: '2026-03-20T14:00:00Z',
  updated_at: '2026-03-20T14:00:00Z',
} as const;

const meta = {
  title: 'Conta/MemoryFactItem',
  component: MemoryFactItem,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        <Story />
      </ul>
    ),
    withSppock,
  ],
  parameters: { msw: { handlers: memoryHandlers() } },
  args: { fact, maxChars: 500 },
} satisfies Meta<typeof MemoryFactItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A fact the user wrote. */
export const Explicit: Story = {};

/** A fact accepted from a conversation carries its badge. */
export const FromConversation: Story = {
  args: { fact: { ...fact, source: 'proposed' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sugerida numa conversa')).toBeVisible();
  },
};

/** Edited in place. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: `Editar: ${fact.text}` }));
    await expect(canvas.getByLabelText('Texto da lembrança')).toHaveValue(fact.text);
  },
};
