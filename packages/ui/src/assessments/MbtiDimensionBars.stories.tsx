import type { Meta, StoryObj } from '@storybook/react-vite';
import { withSppock } from '../testing/withSppock';
import { MbtiDimensionBars } from './MbtiDimensionBars';

const meta = {
  title: 'Avaliações/MbtiDimensionBars',
  component: MbtiDimensionBars,
  decorators: [withSppock],
  args: { scores: { E: 28, I: 72, S: 41, N: 59, T: 84, F: 16, J: 50, P: 50 } },
} satisfies Meta<typeof MbtiDimensionBars>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One bar in each band: Bom, Moderado, Excelente and a 50 × 50 tie. */
export const Bands: Story = {};
