import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../primitives/Button/Button';
import { type Handlers, TooltipInteractions } from './TooltipInteractions';

/**
 * The part of a `Tooltip` loaded the first time one wakes (hover or focus): its placement against
 * the trigger, with the arrow, and the hover, focus and Escape interactions. Drawn here on a
 * trigger of its own, as `Tooltip` mounts it.
 */
function Woken({
  placement,
  startOpen,
  content,
  label,
}: {
  placement: 'top' | 'right' | 'bottom' | 'left';
  startOpen: boolean;
  content: string;
  label: string;
}) {
  const [reference, setReference] = useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(startOpen);
  const interactions = useRef<Handlers>({});
  const pointerInside = useRef(false);
  const floatingId = useId();
  const on = (name: string) => (event: React.SyntheticEvent) => interactions.current[name]?.(event);
  return (
    <>
      <Button
        ref={setReference}
        variant="secondary"
        aria-describedby={open ? floatingId : undefined}
        onFocus={on('onFocus')}
        onBlur={on('onBlur')}
        onPointerEnter={on('onPointerEnter')}
        onPointerLeave={on('onPointerLeave')}
        onPointerDown={on('onPointerDown')}
        onMouseMove={on('onMouseMove')}
        onMouseLeave={on('onMouseLeave')}
        onKeyDown={on('onKeyDown')}
      >
        {label}
      </Button>
      {reference ? (
        <TooltipInteractions
          reference={reference}
          woken={null}
          pointerInside={pointerInside}
          interactions={interactions}
          open={open}
          setOpen={setOpen}
          placement={placement}
          openDelay={700}
          floatingId={floatingId}
          content={content}
        />
      ) : null}
    </>
  );
}

const meta = {
  title: 'Primitivos/Tooltip/TooltipInteractions',
  component: Woken,
  args: { placement: 'top', startOpen: true, content: 'Enviar mensagem', label: 'Enviar' },
  decorators: [(Story) => <div style={{ padding: '64px 128px' }}>{Story()}</div>],
  parameters: { docs: { story: { inline: false, iframeHeight: 200 } } },
} satisfies Meta<typeof Woken>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Placed above its trigger, the arrow pointing at it. */
export const Aberta: Story = {
  play: async ({ canvasElement }) => {
    const tooltip = within(canvasElement.ownerDocument.body).getByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Enviar mensagem');
    await expect(tooltip).toHaveAttribute('data-placement', 'top');
  },
};

/** Each side asked for; with no room there, it flips to the other. */
export const CadaLado: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 128 }}>
      {(
        [
          ['top', 'Em cima'],
          ['right', 'À direita'],
          ['bottom', 'Embaixo'],
          ['left', 'À esquerda'],
        ] as const
      ).map(([placement, content]) => (
        <Woken key={placement} {...args} placement={placement} content={content} label={content} />
      ))}
    </div>
  ),
};

/** Closed until the trigger takes keyboard focus; Escape closes it again. */
export const PeloTeclado: Story = {
  args: { startOpen: false, content: 'Anexar arquivo', label: 'Anexar' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Anexar arquivo'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};
