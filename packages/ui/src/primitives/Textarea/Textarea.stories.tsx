import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Primitivos/Textarea',
  component: Textarea,
  args: { label: 'Mensagem', placeholder: 'Descreva como podemos ajudar' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Field: Story = { args: { minHeight: 72, maxHeight: 200 } };

/** The chat's input: no frame of its own, 18 px tall, growing to 72 px, then scrolling. */
export const ChatInput: Story = {
  args: {
    label: undefined,
    'aria-label': 'Mensagem para o Commander',
    variant: 'bare',
    placeholder: 'Inicie uma conversa',
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '12px 16px', border: '1px solid rgba(127,127,127,.35)', borderRadius: 14 }}>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Mensagem para o Commander' });
    await expect(textarea.getBoundingClientRect().height).toBe(18);
    await userEvent.type(textarea, 'Quero ideias{Shift>}{Enter}{/Shift}para uma campanha');
    await expect(textarea.getBoundingClientRect().height).toBe(36);
  },
};

export const LongText: Story = {
  args: {
    label: undefined,
    'aria-label': 'Mensagem para o Commander',
    variant: 'bare',
    defaultValue:
      'Preciso de um plano de marketing para a Padaria Boa Vista.\nPúblico: bairro de Boa Viagem, Recife.\nOrçamento: R$ 2.000 por mês.\nCanais: Instagram e WhatsApp.\nPrazo: 30 dias.\nInclua metas semanais.',
  },
  decorators: [
    (Story) => (
      <div style={{ padding: '12px 16px', border: '1px solid rgba(127,127,127,.35)', borderRadius: 14 }}>
        {Story()}
      </div>
    ),
  ],
};

export const WithError: Story = {
  args: { error: 'Escreva uma mensagem antes de enviar', minHeight: 72, maxHeight: 200 },
};
