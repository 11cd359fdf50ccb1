import type { Meta, StoryObj } from '@storybook/react-vite';
import { Moon, Sun } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import { Tooltip } from './Tooltip';
import { TooltipProvider } from './TooltipProvider';

const meta = {
  title: 'Primitivos/Tooltip',
  component: Tooltip,
  args: {
    content: 'Modo Claro',
    children: <IconButton label="Alternar tema" icon={<Sun size={18} />} variant="secondary" />,
  },
  decorators: [(Story) => <div style={{ padding: '56px 96px' }}>{Story()}</div>],
  parameters: { docs: { story: { inline: false, iframeHeight: 180 } } },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { defaultOpen: true } };

/** Opens 700 ms after the pointer arrives. */
export const OnHover: Story = {
  args: {
    content: 'Modo Escuro',
    children: <IconButton label="Alternar tema" icon={<Moon size={18} />} variant="secondary" />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Alternar tema' }));
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('Modo Escuro'), {
      timeout: 2000,
    });
  },
};

/** One provider per tooltip: inside one group only one tooltip is open at a time. */
export const Placements: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 112 }}>
      {(
        [
          ['top', 'Topo', 'Em cima'],
          ['right', 'Direita', 'À direita'],
          ['bottom', 'Base', 'Embaixo'],
        ] as const
      ).map(([placement, label, content]) => (
        <TooltipProvider key={placement}>
          <Tooltip content={content} placement={placement} defaultOpen>
            <Button variant="secondary">{label}</Button>
          </Tooltip>
        </TooltipProvider>
      ))}
    </div>
  ),
};
