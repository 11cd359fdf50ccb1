import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ChatPanel } from './ChatPanel';

const meta = {
  title: 'Chat/Painéis/ChatPanel',
  component: ChatPanel,
  args: {
    open: true,
    onOpenChange: fn(),
    title: 'Analisar página web',
    description: 'Informe o endereço de uma página para o agente ler e analisar.',
    children: <p style={{ margin: 0 }}>O conteúdo do painel fica aqui.</p>,
  },
} satisfies Meta<typeof ChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame the file and URL panels share. */
export const Open: Story = {};
