import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { MemoryTab } from './MemoryTab';
import { memoryHandlers } from './memoryHandlers';

const meta = {
  title: 'Conta/MemoryTab',
  component: MemoryTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: memoryHandlers() } },
} satisfies Meta<typeof MemoryTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three facts (one accepted from a conversation) and one proposal waiting for an answer. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Lembranças (3 de 200)')).toBeVisible();
    await expect(canvas.getByText('Nossa loja vende bolos caseiros sob encomenda')).toBeVisible();
  },
};

/** Nothing kept yet: how to add the first fact. */
export const Empty: Story = {
  parameters: { msw: { handlers: memoryHandlers({ facts: 0, proposals: 0 }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/Nada guardado ainda/)).toBeVisible();
  },
};

/** Memory switched off: the note says nothing is kept nor used; the form and proposals are off. */
export const SwitchedOff: Story = {
  parameters: { msw: { handlers: memoryHandlers({ enabled: false }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/A memória está desligada/)).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Propor a partir das conversas' })).toBeDisabled();
  },
};

/** The proposals switch turned on: it follows the server's answer. */
export const ProposalsOn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const propose = await canvas.findByRole('switch', { name: 'Propor a partir das conversas' });
    await userEvent.click(propose);
    await waitFor(() => expect(propose).toHaveAttribute('aria-checked', 'true'));
  },
};

/** A fact of the 500 characters allowed, wrapping on a narrow screen. */
export const LongFact: Story = {
  parameters: { msw: { handlers: memoryHandlers({ longFact: true }) } },
};

/** The memory is loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: memoryHandlers({ state: 'loading' }) } },
};

/** The memory could not be loaded: the error with a retry. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: memoryHandlers({ state: 'error' }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Não foi possível carregar a memória')).toBeVisible();
  },
};
