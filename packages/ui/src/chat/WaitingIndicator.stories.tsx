import type { Meta, StoryObj } from '@storybook/react-vite';
import { WaitingIndicator } from './WaitingIndicator';

const meta = {
  title: 'Chat/WaitingIndicator',
  component: WaitingIndicator,
  args: { startedAt: Date.now(), loadingText: 'Gerando ideias criativas...', estimatedTime: '3-5 minutos' },
} satisfies Meta<typeof WaitingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any orchestration event: the text, the estimated time and the seconds. */
export const Plain: Story = {};
/** The client's guess, at once. */
export const Guess: Story = {
  args: { agent: { name: 'Brainstorm AI', range: '90% a 98%', source: 'guess' } },
};
/** The server's decision. */
export const Decided: Story = {
  args: { agent: { name: 'Email Writer', range: '90% a 98%', source: 'server' } },
};
/** A long run (LeadFinder): the whole task's estimate and the step the server's job is on. */
export const LongRun: Story = {
  args: {
    loadingText: 'Buscando leads qualificados...',
    estimatedTime: '3-7 minutos',
    agent: { name: 'LeadFinder', range: '90% a 98%', source: 'server' },
    progress: 'Buscando na web: "padarias artesanais em Curitiba"',
  },
};
/** Defaults: 'Processando sua mensagem...' and '3-5 minutos'. */
export const Defaults: Story = { args: { loadingText: undefined, estimatedTime: undefined } };
