import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../primitives/Button/Button';
import { EmbedThemeRoot } from './EmbedThemeRoot';

const meta = {
  title: 'Embed/EmbedThemeRoot',
  component: EmbedThemeRoot,
  args: {
    theme: 'auto',
    brandColor: null,
    children: <Button>Enviar pergunta</Button>,
  },
  argTypes: { brandColor: { control: 'text' } },
} satisfies Meta<typeof EmbedThemeRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visitor's preferred theme, Sppock's colours. */
export const VisitorPreference: Story = {};

/** A partner's brand colour on the accent, light theme. */
export const BrandLight: Story = { args: { theme: 'light', brandColor: '#0f766e' } };

/** A partner's brand colour on the accent, dark theme. */
export const BrandDark: Story = { args: { theme: 'dark', brandColor: '#b45309' } };
