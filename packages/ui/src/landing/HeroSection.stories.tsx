import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HeroSection } from './HeroSection';

const meta = {
  title: 'Landing/HeroSection',
  component: HeroSection,
} satisfies Meta<typeof HeroSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The promise, the two calls to action and a chip per specialised agent. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Seus agentes de IA especializados, em um só chat',
    );
    await expect(canvas.getByRole('link', { name: 'Começar Gratuitamente' })).toHaveAttribute(
      'href',
      '/register',
    );
    await expect(canvas.getByRole('link', { name: 'Ver planos' })).toHaveAttribute('href', '#pricing');
  },
};
