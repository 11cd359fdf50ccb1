import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppShell } from '../shell/AppShell';
import { conversationsFixture, LONG_NAME_USER, usageFixture } from '../shell/fixtures';
import { shellHandlers } from '../shell/shellHandlers';
import { withSppock } from '../testing/withSppock';
import { AccountPage } from './AccountPage';
import { accountHandlers } from './accountHandlers';

const meta = {
  title: 'Conta/AccountPage',
  component: AccountPage,
  decorators: [withSppock],
  parameters: { msw: { handlers: accountHandlers() }, sppock: { path: '/profile' } },
} satisfies Meta<typeof AccountPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (tab: string) => ({ sppock: { path: `/profile?tab=${tab}` } });

/** Perfil in view mode. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Padaria Boa Vista')).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
  },
};

/** Long names and addresses wrap inside the fields. */
export const ProfileLongText: Story = {
  parameters: { msw: { handlers: accountHandlers({ user: LONG_NAME_USER }) } },
};

export const ProfileLoading: Story = {
  parameters: { msw: { handlers: accountHandlers({ profileState: 'loading' }) } },
};

export const ProfileError: Story = {
  parameters: { msw: { handlers: accountHandlers({ profileState: 'error' }) } },
};

/** Segurança: change password and delete account. */
export const Security: Story = { parameters: at('seguranca') };

/** Uso de Tokens: a Pro plan at 62 %, with the 12-month history. */
export const Usage: Story = {
  parameters: at('uso'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Seu uso está dentro da franquia do plano.'),
    ).toBeVisible();
  },
};

/** 86 %: approaching the limit (yellow). */
export const UsageApproaching: Story = {
  parameters: {
    ...at('uso'),
    msw: { handlers: accountHandlers({ usage: usageFixture({ tokenPercent: 86, conversations: 230 }) }) },
  },
};

/** 112 %: base limit reached, flex allowance in use (red), with the extra cost. */
export const UsageFlex: Story = {
  parameters: {
    ...at('uso'),
    msw: { handlers: accountHandlers({ usage: usageFixture({ tokenPercent: 112, conversations: 291 }) }) },
  },
};

/** Enterprise: unlimited. */
export const UsageEnterprise: Story = {
  parameters: {
    ...at('uso'),
    msw: {
      handlers: accountHandlers({
        plan: 'enterprise',
        usage: usageFixture({ plan: 'enterprise', tokenPercent: 31, conversations: 780 }),
      }),
    },
  },
};

export const UsageError: Story = {
  parameters: {
    ...at('uso'),
    msw: { handlers: accountHandlers({ usageState: 'error', historyState: 'error' }) },
  },
};

export const UsageLoading: Story = {
  parameters: {
    ...at('uso'),
    msw: { handlers: accountHandlers({ usageState: 'loading', historyState: 'loading' }) },
  },
};

/** A new account: no history yet. */
export const UsageNoHistory: Story = {
  parameters: {
    ...at('uso'),
    msw: {
      handlers: accountHandlers({
        plan: 'freemium',
        usage: usageFixture({ plan: 'freemium', tokenPercent: 0, conversations: 0 }),
        history: [],
      }),
    },
  },
};

/** Assinatura: Pro, renewing. */
export const Subscription: Story = { parameters: at('assinatura') };

/** Cancellation scheduled: 'Reativar assinatura'. */
export const SubscriptionCancelScheduled: Story = {
  parameters: { ...at('assinatura'), msw: { handlers: accountHandlers({ cancelAtPeriodEnd: true }) } },
};

/** Freemium: no subscription to cancel. */
export const SubscriptionFreemium: Story = {
  parameters: { ...at('assinatura'), msw: { handlers: accountHandlers({ plan: 'freemium' }) } },
};

export const SubscriptionError: Story = {
  parameters: { ...at('assinatura'), msw: { handlers: accountHandlers({ subscriptionState: 'error' }) } },
};

/** Conversas: the list with open, export and delete. */
export const Conversations: Story = {
  parameters: at('conversas'),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Plano de marketing para a Páscoa')).toBeVisible();
  },
};

export const ConversationsEmpty: Story = {
  parameters: { ...at('conversas'), msw: { handlers: accountHandlers({ conversations: [] }) } },
};

export const ConversationsLoading: Story = {
  parameters: { ...at('conversas'), msw: { handlers: accountHandlers({ conversationsState: 'loading' }) } },
};

export const ConversationsError: Story = {
  parameters: { ...at('conversas'), msw: { handlers: accountHandlers({ conversationsState: 'error' }) } },
};

/** Long titles wrap in the table. */
export const ConversationsLongTitles: Story = {
  parameters: {
    ...at('conversas'),
    msw: {
      handlers: accountHandlers({
        conversations: conversationsFixture(3).map((conversation) => ({
          ...conversation,
          title:
            'Planejamento completo de marketing digital para o lançamento da linha de panetones artesanais de Natal com foco em Belo Horizonte e região metropolitana',
        })),
      }),
    },
  },
};

/** Notificações: the six preferences (/profile/notifications opens here). */
export const Notifications: Story = {
  args: { initialTab: 'notificacoes' },
  parameters: { sppock: { path: '/profile/notifications' } },
};

export const NotificationsError: Story = {
  parameters: { ...at('notificacoes'), msw: { handlers: accountHandlers({ preferencesState: 'error' }) } },
};

/** Configurações: general settings. */
export const Settings: Story = { parameters: at('configuracoes') };

export const SettingsError: Story = {
  parameters: { ...at('configuracoes'), msw: { handlers: accountHandlers({ settingsState: 'error' }) } },
};

/** The whole page inside the shell, as /profile shows it. */
export const InsideTheShell: Story = {
  parameters: { msw: { handlers: [...accountHandlers(), ...shellHandlers()] } },
  render: (args) => (
    <AppShell>
      <AccountPage {...args} />
    </AppShell>
  ),
};
