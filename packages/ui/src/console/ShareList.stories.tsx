import { formatBRL } from '@sppock/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ShareList } from './ShareList';

const meta = {
  title: 'Console/ShareList',
  component: ShareList,
  args: {
    label: 'Distribuição de Custos',
    format: formatBRL,
    shares: [
      { name: 'Brainstorm AI', value: 228.09 },
      { name: 'Análise de Concorrência', value: 68.63 },
      { name: 'Gerador de Conteúdo', value: 42.19 },
      { name: 'Sppock Commander', value: 35.18 },
      { name: 'LeadFinder', value: 19.15 },
      { name: 'Funil de Vendas', value: 6.37 },
      { name: 'Email Writer', value: 3.97 },
    ],
  },
} satisfies Meta<typeof ShareList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top 6 of seven agents, with their share of the month's cost. */
export const TopSix: Story = {};
