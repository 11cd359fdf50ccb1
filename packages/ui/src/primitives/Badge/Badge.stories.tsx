import type { Meta, StoryObj } from '@storybook/react-vite';
import { Lock, Sparkles } from 'lucide-react';
import { Badge } from './Badge';

const meta = {
  title: 'Primitivos/Badge',
  component: Badge,
  args: { children: 'Gratuito' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <Badge>Gratuito</Badge>
      <Badge tone="accent" icon={<Sparkles size={12} />}>
        Popular
      </Badge>
      <Badge tone="success">Ativo</Badge>
      <Badge tone="warning">Em Breve</Badge>
      <Badge tone="danger">9+</Badge>
      <Badge tone="info">Novo Teste</Badge>
      <Badge tone="neutral" icon={<Lock size={12} />}>
        Pro
      </Badge>
    </div>
  ),
};

export const Medium: Story = { args: { size: 'md', tone: 'accent', children: 'PLANO ATUAL' } };
