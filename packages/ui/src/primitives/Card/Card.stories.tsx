import type { Meta, StoryObj } from '@storybook/react-vite';
import { Check } from 'lucide-react';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { CardContent, CardDescription, CardFooter, CardHeader, CardRoot, CardTitle } from './Card';

const meta = {
  title: 'Primitivos/Card',
  component: CardRoot,
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof CardRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <CardRoot>
      <CardHeader>
        <CardTitle>Visão geral da conta</CardTitle>
        <CardDescription>Ciclo de 01/03/2026 a 31/03/2026</CardDescription>
      </CardHeader>
      <CardContent>Sistema híbrido: seus tokens e conversas são contados em tempo real.</CardContent>
    </CardRoot>
  ),
};

/** A plan card, as the pricing page lays it out. */
export const PlanCard: Story = {
  render: () => (
    <CardRoot as="section" aria-labelledby="plano-pro" interactive>
      <CardHeader>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <CardTitle id="plano-pro">Professional</CardTitle>
          <Badge tone="accent">Popular</Badge>
        </div>
        <CardDescription>Para profissionais que usam IA todos os dias.</CardDescription>
      </CardHeader>
      <CardContent>
        <p style={{ margin: 0, fontSize: 28, fontWeight: 700 }}>
          R$ 39,90<span style={{ fontSize: 14, fontWeight: 400 }}> /mês</span>
        </p>
        <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none', display: 'grid', gap: 8 }}>
          {['1,5M tokens por mês', '300 conversas por mês', 'GPT-4o', 'Busca na web'].map((feature) => (
            <li key={feature} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <Check size={16} aria-hidden="true" /> {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button fullWidth>Fazer Upgrade</Button>
      </CardFooter>
    </CardRoot>
  ),
};
