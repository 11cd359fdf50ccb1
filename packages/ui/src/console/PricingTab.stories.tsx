import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { consoleHandlers } from './consoleHandlers';
import { PricingTab } from './PricingTab';

const meta = {
  title: 'Console/PricingTab',
  component: PricingTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: consoleHandlers() } },
} satisfies Meta<typeof PricingTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** USD and BRL per 1M tokens; a missing price shows N/A. */
export const Prices: Story = {};

/** 'Dados de preços não disponíveis'. */
export const Unavailable: Story = { parameters: { msw: { handlers: consoleHandlers({ state: 'error' }) } } };
