import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { withSppock } from '../../testing/withSppock';
import { FilePanel } from './FilePanel';
import { hugeReportFile, menuFile, pickFile, programFile } from './fixtures';

const meta = {
  title: 'Chat/Painéis/FilePanel',
  component: FilePanel,
  decorators: [withSppock],
  args: { open: true, onOpenChange: fn(), onSubmit: fn() },
} satisfies Meta<typeof FilePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just opened: pick or drop a file. */
export const Empty: Story = {};

/** On a plan without document analysis: the lock, the plan that unlocks it and the way to it. */
export const Locked: Story = { args: { lockedPlan: 'Pro' } };

/** A file is chosen: the instruction box shows. */
export const FileChosen: Story = {
  play: async ({ canvasElement }) => {
    pickFile(canvasElement, menuFile());
    await expect(await within(canvasElement).findByText('cardapio-cafe-batel.txt')).toBeVisible();
  },
};

/** A file of another type was refused before upload. */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    pickFile(canvasElement, programFile());
    const [inline] = await within(canvasElement).findAllByText(/Tipo de arquivo não aceito/);
    await expect(inline).toBeVisible();
  },
};

/** A file is dragged over the panel. */
export const Dragging: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const transfer = new DataTransfer();
    transfer.items.add(menuFile());
    canvas
      .getByText('Arraste um arquivo até aqui')
      .dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: transfer }));
    await expect(await canvas.findByText('Solte o arquivo para anexá-lo')).toBeVisible();
  },
};

/** A file over 100MB was refused before upload. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    pickFile(canvasElement, hugeReportFile());
    const [inline] = await within(canvasElement).findAllByText('Arquivo muito grande. Limite máximo: 100MB');
    await expect(inline).toBeVisible();
  },
};

/** The upload runs, 45 % done. */
export const Uploading: Story = {
  args: { uploading: true, progress: 45 },
  play: async ({ canvasElement }) => {
    pickFile(canvasElement, menuFile());
    await expect(await within(canvasElement).findByRole('progressbar')).toBeVisible();
  },
};

/** The upload runs and its progress is not known. */
export const UploadingWithoutProgress: Story = {
  args: { uploading: true },
  play: async ({ canvasElement }) => {
    pickFile(canvasElement, menuFile());
    await expect(await within(canvasElement).findByText('cardapio-cafe-batel.txt')).toBeVisible();
  },
};
