import type { Meta, StoryObj } from '@storybook/react-vite';
import { TopBarChart } from './ConsoleCharts';

const meta = {
  title: 'Console/TopBarChart',
  component: TopBarChart,
  args: {
    label: 'Tokens por Agente',
    data: [
      { name: 'Sppock Commander', value: 24_642_630 },
      { name: 'Brainstorm AI', value: 9_100_560 },
      { name: 'Gerador de Conteúdo', value: 7_100_780 },
      { name: 'LeadFinder', value: 5_110_670 },
      { name: 'Análise de Concorrência', value: 3_391_010 },
      { name: 'Email Writer', value: 2_210_800 },
      { name: 'Funil de Vendas', value: 1_402_460 },
      { name: 'Buscador de Fornecedores', value: 830_760 },
    ],
  },
} satisfies Meta<typeof TopBarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TopEight: Story = {};
