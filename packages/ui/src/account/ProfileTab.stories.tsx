import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fixtureUser, LONG_NAME_USER } from '../shell/fixtures';
import { profileHandlers } from '../shell/shellHandlers';
import { withSppock } from '../testing/withSppock';
import { ProfileForm, ProfileTab } from './ProfileTab';

const meta = {
  title: 'Conta/ProfileTab',
  component: ProfileTab,
  decorators: [withSppock],
  parameters: { msw: { handlers: profileHandlers() } },
} satisfies Meta<typeof ProfileTab>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {};

/** 'Editar' opens the form. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar' }));
    await expect(canvas.getByLabelText('Nome')).toHaveFocus();
  },
};

/** 'Salvar' with an e-mail without '@' and a short phone. */
export const InvalidInput: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Editar' }));
    const email = canvas.getByLabelText(/^E-mail/);
    await userEvent.clear(email);
    await userEvent.type(email, 'mariana.costa');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText('Por favor, insira um email válido')).toBeVisible();
  },
};

/** A profile with nothing but the name and e-mail. */
export const Sparse: Story = {
  parameters: {
    msw: {
      handlers: profileHandlers({
        user: fixtureUser({
          phone: '',
          company: '',
          position: '',
          industry: '',
          address: '',
          city: '',
          state: '',
          country: '',
          postal_code: '',
          timezone: '',
        }),
      }),
    },
  },
};

export const LongText: Story = {
  parameters: { msw: { handlers: profileHandlers({ user: LONG_NAME_USER }) } },
};

export const Loading: Story = { parameters: { msw: { handlers: profileHandlers({ state: 'loading' }) } } };

export const LoadFailed: Story = { parameters: { msw: { handlers: profileHandlers({ state: 'error' }) } } };

/** The form alone while saving. */
export const FormSaving: Story = {
  render: () => <ProfileForm profile={fixtureUser()} saving onSave={fn()} onCancel={fn()} />,
};
