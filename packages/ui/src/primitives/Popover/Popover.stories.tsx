import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IconButton } from '../IconButton/IconButton';
import {
  PopoverClose,
  PopoverContent,
  PopoverDescription,
  PopoverRoot,
  PopoverTitle,
  PopoverTrigger,
} from './Popover';

const meta = {
  title: 'Primitivos/Popover',
  component: PopoverRoot,
  decorators: [(Story) => <div style={{ minHeight: 260 }}>{Story()}</div>],
  parameters: { docs: { story: { inline: false, iframeHeight: 300 } } },
} satisfies Meta<typeof PopoverRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

const PlanInfo = ({ defaultOpen }: { defaultOpen?: boolean }) => (
  <PopoverRoot defaultOpen={defaultOpen} placement="bottom-start">
    <PopoverTrigger asChild>
      <IconButton
        label="Saiba mais sobre o plano Professional"
        icon={<Info size={18} />}
        variant="secondary"
      />
    </PopoverTrigger>
    <PopoverContent>
      <PopoverTitle>Plano Professional</PopoverTitle>
      <PopoverDescription>
        Reembolso integral em até 7 dias. A assinatura renova automaticamente a cada 30 dias.
      </PopoverDescription>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <PopoverClose asChild>
          <Button size="sm" variant="secondary">
            Entendi
          </Button>
        </PopoverClose>
      </div>
    </PopoverContent>
  </PopoverRoot>
);

export const Closed: Story = {
  render: () => <PlanInfo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Saiba mais sobre o plano Professional' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Plano Professional' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
  },
};

export const Open: Story = { render: () => <PlanInfo defaultOpen /> };
