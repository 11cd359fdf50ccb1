import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { fixtureUser, LONG_NAME_USER } from '../shell/fixtures';
import { ProfileDetails } from './ProfileDetails';

const meta = {
  title: 'Conta/ProfileDetails',
  component: ProfileDetails,
  args: { profile: fixtureUser(), onEdit: fn() },
} satisfies Meta<typeof ProfileDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Full: Story = {};

export const LongText: Story = { args: { profile: LONG_NAME_USER } };

export const Sparse: Story = {
  args: { profile: fixtureUser({ phone: '', company: '', position: '', city: '', timezone: '' }) },
};
