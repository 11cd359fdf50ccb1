import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormAlert } from './FormAlert';

const meta = {
  title: 'Forms/FormAlert',
  component: FormAlert,
  args: { children: 'Email ou senha incorretos. Verifique suas credenciais e tente novamente.' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FormAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorMessage: Story = {};

/** A server error with its suggestion on a second line. */
export const WithSuggestion: Story = {
  args: { children: 'Este e-mail já está cadastrado.\nFaça login ou recupere sua senha.' },
};

export const Success: Story = {
  args: {
    tone: 'success',
    children: 'Se o seu e-mail estiver registrado, você receberá um link para redefinir sua senha.',
  },
};

export const Info: Story = {
  args: { tone: 'info', title: 'Código reenviado', children: 'Confira seu e-mail.' },
};

export const LongText: Story = {
  args: {
    children:
      'Não foi possível entrar agora porque a sua organização exige uma confirmação adicional de identidade para fernanda.albuquerque.de.souza@grupoipealimentos.com.br. Fale com o administrador da conta Enterprise.',
  },
};
