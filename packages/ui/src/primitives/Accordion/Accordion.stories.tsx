import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AccordionContent, AccordionItem, AccordionRoot, AccordionTrigger } from './Accordion';

const meta = {
  title: 'Primitivos/Accordion',
  component: AccordionRoot,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof AccordionRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

const faq = [
  [
    'conta',
    'Como funciona o uso e a gestão da conta?',
    'Você entra com e-mail e senha e gerencia tudo em Minha Conta.',
  ],
  [
    'usuarios',
    'Quantos usuários podem usar a mesma conta?',
    'Freemium e Professional: 1 usuário. Enterprise: até 10.',
  ],
  ['prompts', 'Preciso saber escrever prompts?', 'Não. Escreva o que precisa; o Commander escolhe o agente.'],
  ['cancelamento', 'Posso cancelar quando quiser?', 'Sim. O acesso continua até o fim do período pago.'],
] as const;

const Faq = ({ defaultValue }: { defaultValue?: string | null }) => (
  <AccordionRoot defaultValue={defaultValue}>
    {faq.map(([value, question, answer]) => (
      <AccordionItem key={value} value={value}>
        <AccordionTrigger>{question}</AccordionTrigger>
        <AccordionContent>{answer}</AccordionContent>
      </AccordionItem>
    ))}
  </AccordionRoot>
);

/** The FAQ: one group open at a time. */
export const OneOpen: Story = {
  render: () => <Faq defaultValue="conta" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Posso cancelar quando quiser?' }));
    await expect(canvas.getAllByRole('region')).toHaveLength(1);
    await expect(canvas.getByRole('region')).toHaveTextContent('fim do período pago');
  },
};

export const AllClosed: Story = { render: () => <Faq defaultValue={null} /> };
