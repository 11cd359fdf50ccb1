import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './Field';

const meta = {
  title: 'Primitivos/Field',
  component: Field,
  args: {
    label: 'Código de verificação',
    description: 'Enviamos 6 dígitos para o seu e-mail. Válido por 10 minutos.',
    children: (control) => (
      <input {...control} inputMode="numeric" maxLength={6} style={{ font: 'inherit', padding: 8 }} />
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomControl: Story = {};

export const WithError: Story = {
  args: { error: 'Código de verificação inválido ou expirado', required: true },
};
