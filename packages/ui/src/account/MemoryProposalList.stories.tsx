import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { MemoryProposalList } from './MemoryProposalList';
import { memoryHandlers } from './memoryHandlers';

const proposal = {
  id: '3f6c1e2a-8b4d-4c7e-9a15-000000000050',
  text: 'Nossa loja vende bolos caseiros sob encomenda',
  source: 'proposed',
  created_at: '2026-03-20T14:00:00Z',
  updated_at: '2026-03-20T14:00:00Z',
} as const;

const meta = {
  title: 'Conta/MemoryProposalList',
  component: MemoryProposalList,
  decorators: [withSppock],
  parameters: { msw: { handlers: memoryHandlers() } },
  args: { proposals: [proposal] },
} satisfies Meta<typeof MemoryProposalList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One proposal to accept or decline. */
export const One: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: `Aceitar: ${proposal.text}` }),
    ).toBeVisible();
  },
};

/** No proposal: nothing is shown. */
export const None: Story = {
  args: { proposals: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('region', { name: 'Sugestões das suas conversas' }),
    ).toBeNull();
  },
};
