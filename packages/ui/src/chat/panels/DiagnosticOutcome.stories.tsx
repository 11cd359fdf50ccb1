import type { Meta, StoryObj } from '@storybook/react-vite';
import { DiagnosticOutcome } from './DiagnosticOutcome';

const meta = {
  title: 'Chat/Painéis/DiagnosticOutcome',
  component: DiagnosticOutcome,
  args: { result: { ok: true, status: 200, durationMs: 42, message: 'Servidor respondeu 200 em 42 ms.' } },
} satisfies Meta<typeof DiagnosticOutcome>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A check that passed. */
export const Passed: Story = {};

/** The server answered with an error. */
export const Refused: Story = {
  args: { result: { ok: false, status: 403, durationMs: 18, message: 'Acesso negado.' } },
};

/** Nothing answered. */
export const Unreachable: Story = {
  args: { result: { ok: false, status: null, durationMs: 3004, message: 'Erro de conexão com o servidor' } },
};

/** A login test that ended another device's session. */
export const WithNotice: Story = {
  args: {
    result: {
      ok: true,
      status: 200,
      durationMs: 310,
      message: 'Login aceito para ana@padariaboavista.com.br em 310 ms. A sessão de teste foi encerrada.',
    },
    notice:
      'Você entrou em mais dispositivos do que o seu plano Free permite; a sessão mais antiga foi encerrada.',
  },
};
