import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { consoleHandlers } from './consoleHandlers';
import { ModelLimitsDialog } from './ModelLimitsDialog';

const meta = {
  title: 'Console/ModelLimitsDialog',
  component: ModelLimitsDialog,
  decorators: [withSppock],
  parameters: { msw: { handlers: consoleHandlers() } },
  args: {
    model: { model: 'sppock-offline', name: 'Modelo offline Sppock' },
    initial: {
      requests_per_minute: 5,
      tokens_per_minute: null,
      requests_per_day: 1000,
      tokens_per_day: null,
      tier: null,
    },
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ModelLimitsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** A Gemini model with its tier. */
export const GeminiTier: Story = {
  args: {
    model: { model: 'gemini-2.5-flash', name: 'Gemini 2.5 Flash' },
    initial: {
      requests_per_minute: 1000,
      tokens_per_minute: 1_000_000,
      requests_per_day: 10_000,
      tokens_per_day: null,
      tier: 'Tier 1',
    },
  },
};
