import type { Meta, StoryObj } from '@storybook/react-vite';
import { SppockHost } from '../testing/SppockHost';
import { LandingHeader } from './LandingHeader';

const meta = {
  title: 'Landing/LandingHeader',
  component: LandingHeader,
  args: { solid: true },
  decorators: [
    (Story) => (
      <SppockHost>
        <div style={{ minHeight: 420 }}>
          <Story />
        </div>
      </SppockHost>
    ),
  ],
} satisfies Meta<typeof LandingHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bar after scrolling, on a wide screen. */
export const Default: Story = {};

/** Over the hero, before scrolling: transparent. */
export const OverHero: Story = { args: { solid: false } };

/** The mobile menu, open: shown on screens narrower than 900 px (the menu button's breakpoint). */
export const MobileMenuOpen: Story = { args: { defaultMenuOpen: true } };
