import { CNPJ_INVALID_MESSAGE } from '@sppock/sdk';
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

/** The company CNPJ, alphanumeric (from July 2026), masked and upper-cased as typed. */
export const AlphanumericCnpj: Story = {
  args: { profile: fixtureUser({ company_cnpj: '' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cnpj = canvas.getByLabelText(/^CNPJ da empresa/);
    await userEvent.type(cnpj, '12abc34501de35');
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-35');
  },
};

/** A CNPJ whose check digits do not hold: the inline pt-BR error. */
export const InvalidCnpj: Story = {
  args: { profile: fixtureUser({ company_cnpj: '' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^CNPJ da empresa/), '11222333000100');
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(await canvas.findByText(CNPJ_INVALID_MESSAGE)).toBeVisible();
  },
};
