import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'Shell/AppHeader',
  component: AppHeader,
  args: {
    name: 'Mariana',
    unreadCount: 3,
    menuOpen: true,
    onMenuToggle: fn(),
    onPanelOpen: fn(),
  },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** No unread notifications: no badge on the bell. */
export const NoUnread: Story = { args: { unreadCount: 0 } };

/** Above nine unread: '9+'. */
export const ManyUnread: Story = {
  args: { unreadCount: 42 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('9+')).toBeVisible();
  },
};

/** The e-mail greets when there is no first name; long text is cut with an ellipsis. */
export const LongEmail: Story = {
  args: { name: 'maria.eduarda.albuquerque.vasconcelos@distribuidoradealimentosdonordeste.com.br' },
};

/** The sidebar collapsed: the button offers to expand it. */
export const SidebarCollapsed: Story = { args: { menuOpen: false } };

/** On a small screen the button opens the sidebar drawer. */
export const MobileMenu: Story = { args: { menuMode: 'overlay', menuOpen: false } };

/** The support screen is not available yet: the bell is shown disabled. */
export const SupportComingSoon: Story = { args: { supportAvailable: false } };
