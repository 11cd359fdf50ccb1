import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SupportReplyForm } from './SupportReplyForm';

const meta = {
  title: 'Suporte/SupportReplyForm',
  component: SupportReplyForm,
  args: { onSubmit: fn(() => Promise.resolve()) },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof SupportReplyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the send button is disabled until 5 characters. */
export const Empty: Story = {};

/** Without the resolve option (the operators' answer box). */
export const WithoutResolve: Story = { args: { allowResolve: false, submitLabel: 'Responder' } };

/** The server refuses: the message shows above the box. */
export const Refused: Story = {
  args: {
    onSubmit: fn(() => Promise.reject(new Error('Erro interno do servidor. Tente novamente mais tarde.'))),
  },
};
