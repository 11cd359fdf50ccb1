import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { extraTokensHandlers } from './accountHandlers';
import { ExtraTokensCard } from './ExtraTokensCard';

const meta = {
  title: 'Conta/ExtraTokensCard',
  component: ExtraTokensCard,
  decorators: [withSppock],
  parameters: { msw: { handlers: extraTokensHandlers() } },
} satisfies Meta<typeof ExtraTokensCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Pro subscriber who has not bought any extra tokens this cycle. */
export const NothingBought: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Comprar tokens extras' }),
    ).toBeVisible();
  },
};

/** 300K extra tokens bought this cycle, listed under 'Compras recentes'. */
export const WithPurchases: Story = {
  parameters: { msw: { handlers: extraTokensHandlers({ tokens: 300_000 }) } },
};

/** The Free plan cannot buy: it is told which plans can, with a link to the plans. */
export const FreePlan: Story = {
  parameters: { msw: { handlers: extraTokensHandlers({ plan: 'freemium' }) } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: extraTokensHandlers({ state: 'loading' }) } },
};

export const Failed: Story = {
  parameters: { msw: { handlers: extraTokensHandlers({ state: 'error' }) } },
};
