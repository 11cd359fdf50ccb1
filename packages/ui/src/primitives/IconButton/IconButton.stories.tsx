import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, LogOut, Menu, Moon, Paperclip, Send } from 'lucide-react';
import { fn } from 'storybook/test';
import { Tooltip } from '../Tooltip/Tooltip';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitivos/IconButton',
  component: IconButton,
  args: { label: 'Notificações', icon: <Bell size={18} />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} label="Menu" icon={<Menu size={18} />} variant="ghost" />
      <IconButton {...args} label="Anexar arquivo" icon={<Paperclip size={18} />} variant="secondary" />
      <IconButton {...args} label="Enviar" icon={<Send size={18} />} variant="primary" />
      <IconButton {...args} label="Sair" icon={<LogOut size={18} />} variant="danger" />
      <IconButton {...args} label="Enviar" icon={<Send size={14} />} variant="primary" size="sm" />
      <IconButton {...args} label="Enviar" icon={<Send size={20} />} variant="primary" size="lg" />
    </div>
  ),
};

export const Loading: Story = {
  args: { label: 'Enviando', icon: <Send size={18} />, variant: 'primary', loading: true },
};

export const WithTooltip: Story = {
  render: (args) => (
    <Tooltip content="Modo Escuro" defaultOpen>
      <IconButton {...args} label="Modo Escuro" icon={<Moon size={18} />} variant="secondary" />
    </Tooltip>
  ),
  parameters: { docs: { story: { inline: false, iframeHeight: 140 } } },
};
