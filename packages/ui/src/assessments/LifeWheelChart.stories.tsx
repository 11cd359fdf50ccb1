import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { LifeWheelChart } from './LifeWheelChart';

const AREAS = [
  { label: 'Carreira', score: 7.5, previous: 6 },
  { label: 'Finanças', score: 6, previous: 4 },
  { label: 'Relacionamentos', score: 8.5, previous: 8 },
  { label: 'Saúde', score: 4, previous: 3 },
  { label: 'Lazer', score: 3, previous: 2 },
  { label: 'Crescimento Pessoal', score: 7, previous: 5 },
  { label: 'Espiritualidade', score: 6.5, previous: 5 },
  { label: 'Contribuição Social', score: 6.5, previous: 6 },
];

const meta = {
  title: 'Avaliações/LifeWheelChart',
  component: LifeWheelChart,
  decorators: [withSppock],
  args: { areas: AREAS },
} satisfies Meta<typeof LifeWheelChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneSession: Story = {};
export const Compared: Story = { args: { previousLabel: 'Avaliação de 10/01/2026' } };
export const AllZero: Story = { args: { areas: AREAS.map(({ label }) => ({ label, score: 0 })) } };
