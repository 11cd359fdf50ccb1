import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { QueryPanel } from './QueryPanel';

const meta = {
  title: 'Console/QueryPanel',
  component: QueryPanel<{ total: number }>,
  decorators: [withSppock],
  args: {
    query: { data: { total: 1234 }, error: null, isFetching: false, refetch: fn() },
    errorTitle: 'Erro ao carregar uso de tokens',
    children: (data: { total: number }) => <p>{`Total de tokens: ${data.total}`}</p>,
  },
} satisfies Meta<typeof QueryPanel<{ total: number }>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tab's view of the data. */
export const Data: Story = {};

/** Before the first answer: 'Carregando...'. */
export const Loading: Story = {
  args: { query: { data: undefined, error: null, isFetching: true, refetch: fn() } },
};

/** A failed load: the tab's title over the SDK's message, and a retry. */
export const Failed: Story = {
  args: {
    query: {
      data: undefined,
      error: new Error('Não foi possível conectar ao servidor.'),
      isFetching: false,
      refetch: fn(),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Erro ao carregar uso de tokens')).toBeVisible();
  },
};

/** Inside a card: the smaller error. */
export const FailedInACard: Story = {
  args: {
    size: 'sm',
    query: {
      data: undefined,
      error: new Error('Não foi possível conectar ao servidor.'),
      isFetching: false,
      refetch: fn(),
    },
  },
};
