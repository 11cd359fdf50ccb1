import type { Meta, StoryObj } from '@storybook/react-vite';
import { invitationHandlers } from '../account/teamHandlers';
import { withSppock } from '../testing/withSppock';
import { InvitationPage } from './InvitationPage';

const meta = {
  title: 'Auth/InvitationPage',
  component: InvitationPage,
  decorators: [withSppock],
  args: { token: 'p3Xr9Kq2mV7tL1sW8yZ4bN6cD0fH5jA2eG7iU9oR3wQ' },
  parameters: { msw: { handlers: invitationHandlers() } },
} satisfies Meta<typeof InvitationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in with the invited e-mail: one click joins the team. */
export const SignedIn: Story = {};

/** An e-mail with an account, signed out: sent to sign in and brought back. */
export const HasAccount: Story = {
  parameters: { sppock: { user: null }, msw: { handlers: invitationHandlers({ accountExists: true }) } },
};

/** No account yet: the account is created here, the e-mail proven by the link. */
export const NewPerson: Story = {
  parameters: { sppock: { user: null } },
};

export const Expired: Story = {
  parameters: { msw: { handlers: invitationHandlers({ link: 'expired' }) } },
};

export const Used: Story = {
  parameters: { msw: { handlers: invitationHandlers({ link: 'used' }) } },
};
