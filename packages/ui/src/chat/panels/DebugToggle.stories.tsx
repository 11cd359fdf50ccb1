import { fakeUser } from '@sppock/sdk/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../../testing/withSppock';
import { DebugToggle } from './DebugToggle';
import { debugHandlers } from './debugHandlers';

const meta = {
  title: 'Chat/Painéis/DebugToggle',
  component: DebugToggle,
  decorators: [withSppock],
  args: { appName: 'Sppock', mode: 'development' },
  parameters: { sppock: { user: fakeUser({ is_superuser: true }) }, msw: { handlers: debugHandlers() } },
} satisfies Meta<typeof DebugToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A superuser sees the button at the bottom right. */
export const Superuser: Story = {};

/** Anyone else sees nothing. */
export const OrdinaryUser: Story = { parameters: { sppock: { user: fakeUser() } } };
