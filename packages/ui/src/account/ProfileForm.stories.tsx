import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureUser } from '../shell/fixtures';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'Conta/ProfileForm',
  component: ProfileForm,
  args: { profile: fixtureUser(), onSave: fn(async () => undefined), onCancel: fn() },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Editing: Story = {};

export const Saving: Story = { args: { saving: true } };

/** A new e-mail asks for the current password. */
export const NewEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = canvas.getByLabelText(/^E-mail/);
    await userEvent.clear(email);
    await userEvent.type(email, 'mariana@boavista.com.br');
    await expect(canvas.getByLabelText(/^Senha atual/)).toBeVisible();
  },
};
