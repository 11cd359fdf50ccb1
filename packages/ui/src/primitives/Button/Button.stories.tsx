import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Plus, Sparkles } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitivos/Button',
  component: Button,
  args: { children: 'Salvar alterações', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Salvar alterações' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancelar' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Ver detalhes' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Deletar conta' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Pequeno
      </Button>
      <Button {...args} size="md">
        Médio
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
};

export const WithIcons: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} leadingIcon={<Plus size={16} />}>
        Nova Mensagem
      </Button>
      <Button {...args} variant="secondary" trailingIcon={<ArrowRight size={16} />}>
        Experimente o Commander
      </Button>
      <Button {...args} leadingIcon={<Sparkles size={16} />}>
        Upgrade
      </Button>
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Processando...' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Processando...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Plano Atual' } };

export const FullWidth: Story = {
  args: { fullWidth: true, children: 'Entrar' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
