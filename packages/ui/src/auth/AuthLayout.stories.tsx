import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../primitives/Button/Button';
import { TextField } from '../primitives/TextField/TextField';
import { FullBleed, SppockHost } from '../testing/SppockHost';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'Auth/AuthLayout',
  component: AuthLayout,
  decorators: [
    (Story) => (
      <SppockHost>
        <FullBleed>
          <Story />
        </FullBleed>
      </SppockHost>
    ),
  ],
  args: {
    title: 'Esqueceu sua senha?',
    description: 'Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.',
    children: (
      <form style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <TextField label="E-mail" type="email" size="lg" />
        <Button size="lg" fullWidth>
          Enviar link
        </Button>
      </form>
    ),
    footer: 'Lembrou a senha? Entrar',
  },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The frame every auth screen shares: brand panel, link back to /, theme toggle, card. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Esqueceu sua senha?' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/');
  },
};

/** Without description or footer. */
export const Minimal: Story = {
  args: { title: 'Senha redefinida', description: undefined, footer: undefined, children: null },
};

/** A long title and description wrap inside the card. */
export const LongText: Story = {
  args: {
    title: 'Confirme seu cadastro para começar a usar todos os agentes especializados',
    description:
      'Enviamos um código de 6 dígitos para o e-mail fernanda.albuquerque.de.souza@grupoipealimentos.com.br. Ele vale por 10 minutos.',
  },
};
