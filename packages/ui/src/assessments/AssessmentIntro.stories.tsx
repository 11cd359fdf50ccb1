import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { withSppock } from '../testing/withSppock';
import { AssessmentIntro } from './AssessmentIntro';

const meta = {
  title: 'Avaliações/AssessmentIntro',
  component: AssessmentIntro,
  decorators: [withSppock],
  args: {
    title: 'Roda da Vida',
    subtitle: 'Dê uma nota de 0 a 10 para a sua satisfação em cada área da vida.',
    chips: ['Carreira', 'Finanças', 'Relacionamentos', 'Saúde'],
    duration: 'Duração: 15-20 minutos, 8 áreas da vida',
    startLabel: 'Começar Avaliação Agora',
    onStart: fn(),
    onHistory: fn(),
    historyCount: 2,
  },
} satisfies Meta<typeof AssessmentIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHistory: Story = {};
export const FirstTime: Story = { args: { historyCount: 0 } };
/** 'Iniciando...'. */
export const Starting: Story = { args: { starting: true } };
/** The plan does not include the test. */
export const Locked: Story = { args: { locked: { plans: 'Pro e Enterprise' } } };
