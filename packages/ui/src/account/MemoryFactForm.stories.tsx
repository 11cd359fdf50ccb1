import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { MemoryFactForm } from './MemoryFactForm';
import { memoryHandlers } from './memoryHandlers';

const meta = {
  title: 'Conta/MemoryFactForm',
  component: MemoryFactForm,
  decorators: [withSppock],
  parameters: { msw: { handlers: memoryHandlers() } },
  args: { maxChars: 500 },
} satisfies Meta<typeof MemoryFactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready for a fact. */
export const Ready: Story = {};

/** A blank fact is refused before anything is sent. */
export const Blank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Guardar' }));
    await expect(await canvas.findByText('Escreva o que a Sppock deve lembrar.')).toBeVisible();
  },
};

/** Memory switched off: nothing can be kept. */
export const Disabled: Story = {
  args: { disabled: true },
};
