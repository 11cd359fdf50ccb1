import type { Meta, StoryObj } from '@storybook/react-vite';
import { TablePagination } from '../primitives/Table/TablePagination';
import { SppockMessagesProvider } from './MessagesProvider';

const meta = {
  title: 'Tema/Mensagens',
  component: SppockMessagesProvider,
  args: { messages: {} },
} satisfies Meta<typeof SppockMessagesProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {
  render: (args) => (
    <SppockMessagesProvider {...args}>
      <TablePagination total={3862} />
    </SppockMessagesProvider>
  ),
};

/** A host replaces some copy; the rest keeps its pt-BR default. */
export const HostOverride: Story = {
  args: {
    messages: {
      primitives: {
        tablePrevious: 'Voltar',
        tableNext: 'Avançar',
        tableRange: (from, to, total) => `${from}–${to} de ${total} execuções`,
      },
    },
  },
  render: Defaults.render,
};
