import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { AppShell } from './AppShell';
import { DashboardPage } from './DashboardPage';
import { shellHandlers } from './shellHandlers';

const meta = {
  title: 'Shell/DashboardPage',
  component: DashboardPage,
} satisfies Meta<typeof DashboardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /dashboard: the shell around blank content (spec 1 §2). */
export const InsideTheShell: Story = {
  decorators: [withSppock],
  parameters: { msw: { handlers: shellHandlers() } },
  render: () => (
    <AppShell>
      <DashboardPage />
    </AppShell>
  ),
};

/** Alone: only a heading for screen readers. */
export const Alone: Story = {};
