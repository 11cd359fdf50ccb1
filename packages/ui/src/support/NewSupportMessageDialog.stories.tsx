import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { NewSupportMessageDialog } from './NewSupportMessageDialog';
import { supportHandlers } from './supportHandlers';

const meta = {
  title: 'Suporte/NewSupportMessageDialog',
  component: NewSupportMessageDialog,
  decorators: [withSppock],
  args: { open: true, onOpenChange: fn() },
  parameters: { msw: { handlers: supportHandlers() } },
} satisfies Meta<typeof NewSupportMessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty, on the first category and 'Normal'. */
export const Empty: Story = {};

/** Prefilled from the chatbot. */
export const Prefilled: Story = {
  args: {
    draft: {
      subject: 'Não consigo alterar meu e-mail',
      content: 'O código de confirmação não chega no novo e-mail, já conferi a caixa de spam.',
      category_id: 1,
      priority: 'alta',
    },
  },
};

/** The server refuses: 'Erro interno do servidor. Tente novamente mais tarde.' */
export const SendFails: Story = {
  args: { draft: { subject: 'Assunto válido', content: 'Um conteúdo com mais de dez caracteres.' } },
  parameters: { msw: { handlers: supportHandlers({ create: 'error' }) } },
};
