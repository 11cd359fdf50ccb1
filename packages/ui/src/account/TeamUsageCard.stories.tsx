import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { TeamUsageCard } from './TeamUsageCard';
import { teamHandlers } from './teamHandlers';

const meta = {
  title: 'Conta/TeamUsageCard',
  component: TeamUsageCard,
  decorators: [withSppock],
  parameters: { msw: { handlers: teamHandlers() } },
} satisfies Meta<typeof TeamUsageCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cycle's dates and each person's usage. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('rowheader', { name: 'Total da equipe' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: teamHandlers({ usageState: 'loading' }) } },
};

/** The usage did not load: the error with 'Tentar novamente'. */
export const Failed: Story = {
  parameters: { msw: { handlers: teamHandlers({ usageState: 'error' }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Erro ao carregar o uso da equipe')).toBeVisible();
  },
};
