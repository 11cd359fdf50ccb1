import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UrlPanel } from './UrlPanel';

const meta = {
  title: 'Chat/Painéis/UrlPanel',
  component: UrlPanel,
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof UrlPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened. */
export const Empty: Story = {};

/** An address that is not a web page's. */
export const InvalidAddress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Endereço da página' }),
      'ftp://arquivos.exemplo.com.br',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Analisar página' }));
    await expect(await canvas.findByText(/Endereço inválido/)).toBeVisible();
  },
};

/** Sent without an address. */
export const Blank: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Analisar página' }));
    await expect(await canvas.findByText('Informe o endereço da página.')).toBeVisible();
  },
};
