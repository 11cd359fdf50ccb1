import type { Meta, StoryObj } from '@storybook/react-vite';
import { Mail, Search } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Primitivos/TextField',
  component: TextField,
  args: { label: 'E-mail', type: 'email', placeholder: 'voce@empresa.com.br' },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail');
    await userEvent.type(input, 'mariana@padariaboavista.com.br');
    await expect(input).toHaveValue('mariana@padariaboavista.com.br');
  },
};

export const Filled: Story = { args: { defaultValue: 'mariana.costa@padariaboavista.com.br' } };

export const WithDescription: Story = {
  args: {
    label: 'Celular',
    type: 'tel',
    placeholder: '(81) 99999-9999',
    description: 'Enviaremos o código de verificação por SMS.',
    required: true,
  },
};

export const WithError: Story = {
  args: { defaultValue: 'mariana.costa', error: 'Por favor, insira um email válido' },
};

export const WithIcon: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      <TextField {...args} leading={<Mail size={16} />} />
      <TextField label="Buscar" type="search" placeholder="Buscar conversas" leading={<Search size={16} />} />
    </div>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'mariana@padariaboavista.com.br' } };
