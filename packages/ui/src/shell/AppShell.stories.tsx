import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { AppShell } from './AppShell';
import { DashboardPage } from './DashboardPage';
import { ACTIVITIES, fixtureUser, LONG_NAME_USER, usageFixture } from './fixtures';
import { shellHandlers } from './shellHandlers';

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  decorators: [withSppock],
  args: { children: <DashboardPage /> },
  parameters: { msw: { handlers: shellHandlers() }, sppock: { path: '/dashboard' } },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A Pro subscriber with three unread notifications, on /dashboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Seja bem vindo, Mariana')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Notificações: 3 não lidas' })).toBeVisible();
    await expect(await canvas.findByText('Leve sua equipe ao Enterprise')).toBeVisible();
  },
};

/** More than nine unread notifications: the bell reads '9+'. */
export const ManyUnread: Story = {
  parameters: { msw: { handlers: shellHandlers({ unread: 27 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('9+')).toBeVisible();
  },
};

/** Freemium: the upgrade card invites to Pro. */
export const Freemium: Story = {
  parameters: {
    msw: {
      handlers: shellHandlers({
        usage: usageFixture({ plan: 'freemium', tokenPercent: 45, conversations: 12 }),
      }),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Desbloqueie o plano Pro')).toBeVisible();
  },
};

/** Enterprise: no upgrade card. */
export const Enterprise: Story = {
  parameters: {
    msw: {
      handlers: shellHandlers({
        usage: usageFixture({ plan: 'enterprise', tokenPercent: 18, conversations: 412 }),
      }),
    },
  },
};

/** A superuser also sees Queue Manager and Debug Ambiente. */
export const Superuser: Story = {
  parameters: {
    sppock: { user: fixtureUser({ first_name: 'Rafael', is_superuser: true }), path: '/admin/queue-manager' },
    msw: { handlers: shellHandlers({ user: fixtureUser({ first_name: 'Rafael', is_superuser: true }) }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Queue Manager' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByText('Debug Ambiente')).toBeVisible();
  },
};

/** The sidebar collapsed to icons (the choice is remembered in `localStorage.sidebar_open`). */
export const CollapsedSidebar: Story = {
  beforeEach: () => {
    localStorage.setItem('sidebar_open', 'false');
    return () => localStorage.removeItem('sidebar_open');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Expandir menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Screens that do not exist yet are shown with 'Em breve' instead of a link. */
export const ScreensComingSoon: Story = {
  args: { availableRoutes: ['/dashboard', '/profile', '/profile/notifications', '/pricing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link', { name: 'Commander' })).toBeNull();
    await expect(canvas.getAllByText('Em breve').length).toBeGreaterThanOrEqual(4);
  },
};

/** A long name is cut with an ellipsis in the header. */
export const LongName: Story = {
  parameters: {
    sppock: { user: LONG_NAME_USER },
    msw: { handlers: shellHandlers({ user: LONG_NAME_USER }) },
  },
};

/** Without a first name the greeting uses the e-mail. */
export const GreetsByEmail: Story = {
  parameters: {
    sppock: { user: fixtureUser({ first_name: '' }) },
    msw: { handlers: shellHandlers({ user: fixtureUser({ first_name: '' }) }) },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Seja bem vindo, mariana.costa@padariaboavista.com.br'),
    ).toBeVisible();
  },
};

/** Opening 'Visão geral da conta' from the header. */
export const AccountPanelOpen: Story = {
  parameters: {
    msw: { handlers: shellHandlers({ activities: ACTIVITIES }) },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Visão geral da conta' }));
    const panel = await within(document.body).findByRole('dialog', { name: 'Visão geral da conta' });
    await waitFor(() => expect(within(panel).getByText('Nova conversa iniciada')).toBeVisible());
  },
};
