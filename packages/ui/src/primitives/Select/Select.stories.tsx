import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { Select } from './Select';

const categories = [
  { value: 'todos', label: 'Todos' },
  { value: 'desenvolvimento-pessoal', label: 'Desenvolvimento Pessoal' },
  { value: 'autoconhecimento', label: 'Autoconhecimento' },
  { value: 'cognicao', label: 'Cognição' },
  { value: 'profissional', label: 'Profissional' },
  { value: 'lideranca', label: 'Liderança' },
  { value: 'produtividade', label: 'Produtividade' },
  { value: 'organizacional', label: 'Organizacional' },
];

const meta = {
  title: 'Primitivos/Select',
  component: Select,
  args: { label: 'Categoria', options: categories, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithPlaceholder: Story = {
  args: {
    label: 'Fuso horário',
    placeholder: 'Selecione seu fuso horário',
    options: [
      { value: 'America/Sao_Paulo', label: 'Brasília (GMT-3)' },
      { value: 'America/Manaus', label: 'Manaus (GMT-4)' },
      { value: 'America/Noronha', label: 'Fernando de Noronha (GMT-2)' },
    ],
    description: 'Usado para datas de relatórios e notificações.',
  },
};

export const WithError: Story = {
  args: { placeholder: 'Selecione...', error: 'Escolha uma categoria', required: true },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'lideranca' } };
