import type { Meta, StoryObj } from '@storybook/react-vite';
import { ClipboardList, Inbox, MessageSquare, Plus } from 'lucide-react';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitivos/EmptyState',
  component: EmptyState,
  args: {
    icon: <MessageSquare size={22} />,
    title: 'Nenhuma conversa ainda',
    description: 'Crie uma nova conversa para começar',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conversations: Story = {};

export const WithAction: Story = {
  args: {
    icon: <Inbox size={22} />,
    title: 'Nenhuma mensagem aberta',
    description: 'Quando você escrever para o suporte, a conversa aparece aqui.',
    action: <Button leadingIcon={<Plus size={16} />}>Nova Mensagem</Button>,
  },
};

export const TextOnly: Story = {
  args: { icon: undefined, title: 'Nenhum teste encontrado nesta categoria', description: undefined },
};

export const Assessments: Story = {
  args: {
    icon: <ClipboardList size={22} />,
    title: 'Nenhuma avaliação encontrada',
    description: 'Faça um teste profissional para ver seu histórico aqui.',
  },
};
