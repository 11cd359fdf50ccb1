import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, LogOut, Moon, User } from 'lucide-react';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';
import { TooltipProvider } from './TooltipProvider';

const meta = {
  title: 'Primitivos/Tooltip/TooltipProvider',
  component: TooltipProvider,
  decorators: [(Story) => <div style={{ padding: '56px 32px' }}>{Story()}</div>],
} satisfies Meta<typeof TooltipProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The header's buttons: the first tooltip waits 700 ms; moving to the next within 300 ms opens
 * it at once. Every `SppockThemeRoot` already includes a provider.
 */
export const HeaderGroup: Story = {
  render: () => (
    <TooltipProvider>
      <div style={{ display: 'flex', gap: 8 }}>
        <Tooltip content="Notificações">
          <IconButton label="Notificações" icon={<Bell size={18} />} />
        </Tooltip>
        <Tooltip content="Modo Claro">
          <IconButton label="Alternar tema" icon={<Moon size={18} />} />
        </Tooltip>
        <Tooltip content="Visão geral da conta">
          <IconButton label="Conta" icon={<User size={18} />} />
        </Tooltip>
        <Tooltip content="Sair">
          <IconButton label="Sair" icon={<LogOut size={18} />} />
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
};
