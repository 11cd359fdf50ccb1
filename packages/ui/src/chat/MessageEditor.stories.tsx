import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MessageEditor } from './MessageEditor';

const meta = {
  title: 'Chat/MessageEditor',
  component: MessageEditor,
  args: {
    defaultValue: 'Escreva um e-mail de cobrança para a cliente Ana, boleto vencido ontem.',
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof MessageEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A sent message opened for editing. */
export const Open: Story = {};
/** A long message: the editor grows, then scrolls. */
export const LongText: Story = {
  args: {
    defaultValue:
      'Preciso de um plano de marketing para a Páscoa da Padaria Pão de Mel, em Belo Horizonte: pré-venda de ovos artesanais, kits de café da manhã para empresas, parcerias com floriculturas do bairro, posts para o Instagram de segunda a sexta e uma campanha de e-mail para os clientes que compraram no Natal. O orçamento é de R$ 2.000 e a equipe tem duas pessoas.',
  },
};
