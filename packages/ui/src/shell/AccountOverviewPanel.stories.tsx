import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { AccountOverview, AccountOverviewPanel } from './AccountOverviewPanel';
import { ACTIVITIES, usageFixture } from './fixtures';
import { shellHandlers } from './shellHandlers';

const meta = {
  title: 'Shell/AccountOverviewPanel',
  component: AccountOverviewPanel,
  decorators: [withSppock],
  args: { open: true, onOpenChange: fn() },
  parameters: { msw: { handlers: shellHandlers() } },
} satisfies Meta<typeof AccountOverviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The drawer with a Pro plan at 62 % of its tokens. */
export const Full: Story = {
  play: async () => {
    const panel = within(await within(document.body).findByRole('dialog', { name: 'Visão geral da conta' }));
    const plan = await panel.findByText('Plano Pro');
    await waitFor(() => expect(plan).toBeVisible());
    await expect(await panel.findByText('Nova conversa iniciada')).toBeInTheDocument();
  },
};

/** Usage and activities still loading. */
export const Loading: Story = {
  parameters: { msw: { handlers: shellHandlers({ usageState: 'loading', activitiesState: 'loading' }) } },
};

/** Both calls failed: the spec's texts and a retry. */
export const Failed: Story = {
  parameters: { msw: { handlers: shellHandlers({ usageState: 'error', activitiesState: 'error' }) } },
  play: async () => {
    const title = await within(document.body).findByText('Erro ao carregar dados de uso');
    await waitFor(() => expect(title).toBeVisible());
  },
};

/** No activity yet (a new account). */
export const NoActivity: Story = {
  parameters: {
    msw: {
      handlers: shellHandlers({
        activities: [],
        usage: usageFixture({ plan: 'freemium', tokenPercent: 0, conversations: 0 }),
      }),
    },
  },
};

/** 85 % of the tokens and 75 % of the conversations: both bars yellow. */
export const ApproachingLimit: Story = {
  parameters: {
    msw: {
      handlers: shellHandlers({
        usage: usageFixture({ tokenPercent: 85, conversations: 225, daysLeft: 12 }),
      }),
    },
  },
};

/** Past the base limit (flex in use) and 95 % of conversations: both bars red; the cycle ends in 3 days. */
export const LimitReached: Story = {
  parameters: {
    msw: {
      handlers: shellHandlers({
        usage: usageFixture({ tokenPercent: 112, conversations: 290, daysLeft: 3 }),
      }),
    },
  },
};

/** Enterprise: unlimited, green bars, 1/10 seats. */
export const EnterpriseUnlimited: Story = {
  parameters: {
    msw: {
      handlers: shellHandlers({
        usage: usageFixture({ plan: 'enterprise', tokenPercent: 38, conversations: 640 }),
      }),
    },
  },
};

/** The content alone, with long activity texts. */
export const ContentWithLongText: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <AccountOverview
        usage={usageFixture()}
        activities={ACTIVITIES.map((activity) => ({
          ...activity,
          title: `${activity.title} — relatório completo de concorrência regional`,
          description:
            'Análise de preços, horários, avaliações e presença digital de 48 padarias artesanais em Campinas, Valinhos, Vinhedo e Indaiatuba, com recomendações de posicionamento.',
        }))}
      />
    </div>
  ),
};
