import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { QuestionsState } from './QuestionsState';

const meta = {
  title: 'Avaliações/QuestionsState',
  component: QuestionsState,
  decorators: [withSppock],
  args: { query: { isPending: true, isError: false, isFetching: true, error: null, refetch: fn() } },
} satisfies Meta<typeof QuestionsState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Carregando questões...'. */
export const Loading: Story = {};
/** The failure with 'Tentar novamente'. */
export const Failed: Story = {
  args: {
    query: {
      isPending: false,
      isError: true,
      isFetching: false,
      error: new Error('Erro ao obter questões IGTA'),
      refetch: fn(),
    },
    errorTitle: 'Erro ao carregar questões do teste IGTA',
  },
};
