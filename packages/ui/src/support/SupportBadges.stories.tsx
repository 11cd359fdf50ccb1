import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  DaysOpenBadge,
  SupportCategoryBadge,
  SupportPriorityBadge,
  SupportStatusBadge,
  SupportStatusDot,
} from './SupportBadges';

const meta = {
  title: 'Suporte/SupportBadges',
  component: SupportStatusDot,
  args: { status: 'aberta' },
} satisfies Meta<typeof SupportStatusDot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 'Aberto' for aberta. */
export const DotOpen: Story = {};

/** 'Em Andamento' for the other open statuses. */
export const DotInProgress: Story = { args: { status: 'respondida' } };

/** Every badge of a card: status, priority, category colour and days open (yellow, then red above 7). */
export const AllBadges: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <SupportStatusBadge status="aberta" />
      <SupportStatusBadge status="em_analise" />
      <SupportStatusBadge status="respondida" />
      <SupportStatusBadge status="resolvida" />
      <SupportStatusBadge status="fechada" />
      <SupportPriorityBadge priority="baixa" />
      <SupportPriorityBadge priority="urgente" />
      <SupportCategoryBadge name="Pagamentos e Planos" color="#10B981" />
      <DaysOpenBadge days={0} />
      <DaysOpenBadge days={7} />
      <DaysOpenBadge days={8} />
    </div>
  ),
};
