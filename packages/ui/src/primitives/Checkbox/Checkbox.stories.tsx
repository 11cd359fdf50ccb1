import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitivos/Checkbox',
  component: Checkbox,
  args: { label: 'Lembrar-me', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Lembrar-me' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { label: 'Selecionar todas as conversas', checked: 'indeterminate' },
};

export const WithDescription: Story = {
  args: {
    label: 'Aceito os termos de uso e a política de privacidade',
    description: 'Obrigatório para criar a conta.',
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, label: 'Notificações por push' },
};
