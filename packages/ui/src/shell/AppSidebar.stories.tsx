import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AppSidebar } from './AppSidebar';

const meta = {
  title: 'Shell/AppSidebar',
  component: AppSidebar,
  args: { currentPath: '/profile', plan: 'professional', onLogout: fn() },
  decorators: [(Story) => <div style={{ display: 'flex', height: 720 }}>{Story()}</div>],
} satisfies Meta<typeof AppSidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open (256 px), on Meus Dados, with the Pro upgrade card. */
export const Open: Story = {};

/** Collapsed (80 px): icons only; hovering shows the label. */
export const Collapsed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('link', { name: 'Meus Dados' }));
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent('Meus Dados');
  },
};

/** A superuser, on Configurações (/profile/notifications). */
export const Superuser: Story = {
  args: { superuser: true, currentPath: '/profile/notifications', onDebugClick: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Configurações' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Debug Ambiente' })).toBeVisible();
  },
};

/** A collapsed superuser sidebar. */
export const SuperuserCollapsed: Story = { args: { superuser: true, open: false } };

/** Freemium: the card invites to Pro. */
export const Freemium: Story = { args: { plan: 'freemium' } };

/** Enterprise: no upgrade card. */
export const Enterprise: Story = { args: { plan: 'enterprise' } };

/** Only some screens exist: the others say 'Em breve'. */
export const ComingSoon: Story = {
  args: { availableRoutes: ['/dashboard', '/profile', '/profile/notifications', '/pricing'] },
};
