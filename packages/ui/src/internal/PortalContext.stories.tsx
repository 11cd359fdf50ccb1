import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { vars } from '../theme/contract.css';
import { Portal } from './PortalContext';

/**
 * Where floating parts mount: inside the nearest theme root, so they keep its variables (inside
 * a partner page's shadow root too). By default through floating-ui's portal, which dialogs and
 * popovers need for their focus guards; `plain` mounts straight into the root, for parts that
 * manage no focus (the toasts, the session banner) and mount with the page, so mounting them does
 * not re-render inside React's commit.
 */
const meta = {
  title: 'Primitivos/Portal',
  component: Portal,
  args: { children: null },
} satisfies Meta<typeof Portal>;

export default meta;
type Story = StoryObj<typeof meta>;

const note = (text: string) => (
  <p
    data-portal-story={text}
    style={{
      position: 'fixed',
      bottom: 16,
      left: 16,
      padding: '8px 12px',
      borderRadius: 8,
      background: vars.color.bg.surface,
      color: vars.color.fg.default,
    }}
  >
    {text}
  </p>
);

/** floating-ui's portal: a node of its own inside the theme root. */
export const Floating: Story = {
  args: { children: note('Conteúdo flutuante (portal do floating-ui)') },
  play: async () => {
    await waitFor(() =>
      expect(document.querySelector('[data-floating-ui-portal] [data-portal-story]')).not.toBeNull(),
    );
  },
};

/** The plain portal: straight into the theme root, no node of its own. */
export const Plain: Story = {
  args: { plain: true, children: note('Aviso simples (portal direto no tema)') },
  play: async () => {
    await waitFor(() => expect(document.querySelector('[data-portal-story]')).not.toBeNull());
    expect(document.querySelector('[data-floating-ui-portal] [data-portal-story]')).toBeNull();
  },
};
