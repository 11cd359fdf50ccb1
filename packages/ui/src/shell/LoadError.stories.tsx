import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadError } from './LoadError';

const meta = {
  title: 'Shell/LoadError',
  component: LoadError,
  args: { title: 'Erro ao carregar dados de uso', onRetry: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof LoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's title alone (the server sent no text of its own). */
export const TitleOnly: Story = {};

/** With the server's message. */
export const WithServerMessage: Story = {
  args: { message: 'Erro interno do servidor. Tente novamente mais tarde.' },
};

/** Retrying. */
export const Retrying: Story = { args: { message: 'Erro de conexão', retrying: true } };

/** Small, for panels. */
export const Small: Story = { args: { size: 'sm', message: 'Erro de conexão' } };

/** Without a retry button. */
export const WithoutRetry: Story = { args: { onRetry: undefined, message: 'Erro de conexão' } };
