import type { Meta, StoryObj } from '@storybook/react-vite';
import { createRef } from 'react';
import { withSppock } from '../testing/withSppock';
import { MBTI_REPORT, RODA_REPORT } from './fixtures';
import { ReportPanel } from './ReportPanel';

const meta = {
  title: 'Avaliações/ReportPanel',
  component: ReportPanel,
  decorators: [withSppock],
  args: { kind: 'rodavida', report: RODA_REPORT, printTarget: createRef(), printTitle: 'Roda da Vida' },
} satisfies Meta<typeof ReportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RodaDaVida: Story = {};
export const Mbti: Story = { args: { kind: 'mbti', report: MBTI_REPORT, printTitle: 'MBTI' } };
