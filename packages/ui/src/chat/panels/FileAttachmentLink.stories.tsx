import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withSppock } from '../../testing/withSppock';
import { FileAttachmentLink } from './FileAttachmentLink';
import { fileHandlers, MENU_FILE_ID } from './fileHandlers';

const meta = {
  title: 'Chat/Painéis/FileAttachmentLink',
  component: FileAttachmentLink,
  decorators: [withSppock],
  args: { fileId: MENU_FILE_ID, name: 'cardapio-cafe-batel.txt', size: 159 },
  parameters: { msw: { handlers: fileHandlers() } },
} satisfies Meta<typeof FileAttachmentLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A file sent in the conversation. */
export const Default: Story = {};

/** Without its size. */
export const WithoutSize: Story = { args: { size: undefined } };

/** A long name is cut with an ellipsis; the full name shows on hover. */
export const LongName: Story = {
  args: {
    name: 'relatorio-trimestral-de-vendas-da-padaria-boa-vista-unidades-batel-e-agua-verde-2026.xlsx',
    size: 2_621_440,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

/** The download is under way. */
export const Downloading: Story = {
  parameters: { msw: { handlers: fileHandlers({ state: 'slow' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Baixar cardapio-cafe-batel\.txt/ }));
    await expect(
      await canvas.findByRole('button', { name: /^Baixando cardapio-cafe-batel\.txt/ }),
    ).toBeVisible();
  },
};

/** The download failed: the spec's message. */
export const Failed: Story = {
  parameters: { msw: { handlers: fileHandlers({ state: 'error' }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Baixar cardapio-cafe-batel\.txt/ }));
    const message = await within(document.body).findByText(
      'Erro ao fazer download. Verifique se você está logado.',
    );
    await waitFor(() => expect(message).toBeVisible());
  },
};
