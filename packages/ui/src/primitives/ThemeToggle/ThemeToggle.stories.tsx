import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { setStoredTheme } from '../../theme/themeStore';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Primitivos/ThemeToggle',
  component: ThemeToggle,
  decorators: [(Story) => <div style={{ paddingTop: 48 }}>{Story()}</div>],
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the dark theme a press goes light: 'Modo Claro'. */
export const InDarkTheme: Story = {
  beforeEach: () => {
    setStoredTheme('dark');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Modo Claro' });
    await userEvent.hover(toggle);
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByRole('tooltip')).toHaveTextContent('Modo Claro'),
    );
    await userEvent.unhover(toggle);
  },
};

/** In the light theme a press goes dark: 'Modo Escuro'. */
export const InLightTheme: Story = {
  beforeEach: () => {
    setStoredTheme('light');
    return () => setStoredTheme('dark');
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Modo Escuro' })).toBeVisible();
  },
};
