import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FaqSection } from './FaqSection';
import { landingMessages } from './messages';

const meta = {
  title: 'Landing/FaqSection',
  component: FaqSection,
} satisfies Meta<typeof FaqSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The eight groups, the first open. Opening another closes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Como funcionam a assinatura e o cancelamento?' }),
    );
    const open = canvasElement.querySelectorAll('[data-accordion-trigger][aria-expanded="true"]');
    await expect([...open].map((trigger) => trigger.textContent)).toEqual([
      'Como funcionam a assinatura e o cancelamento?',
    ]);
  },
};

export const AllClosed: Story = { args: { defaultOpen: null } };

/** A long answer of a host's override. */
export const LongText: Story = {
  args: {
    defaultOpen: 'longo',
    groups: [
      {
        id: 'longo',
        question:
          'Posso usar a Sppock para toda a minha equipe comercial, com agentes personalizados para o nosso funil de vendas e integração com o CRM?',
        answer: [
          'Sim. No plano Enterprise criamos agentes sob medida para os processos da sua empresa, com 30% de desconto, e até 10 pessoas usam a mesma conta. Usuários extras podem ser contratados sob consulta, com preço promocional.',
          'Agende uma demonstração para conversar com nosso time sobre as integrações de que você precisa.',
        ],
      },
      ...landingMessages.faq.slice(0, 2),
    ],
  },
};
