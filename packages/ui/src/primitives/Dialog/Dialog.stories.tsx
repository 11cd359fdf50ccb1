import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Select } from '../Select/Select';
import { Textarea } from '../Textarea/Textarea';
import { TextField } from '../TextField/TextField';
import {
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
  DialogTrigger,
} from './Dialog';

const meta = {
  title: 'Primitivos/Dialog',
  component: DialogRoot,
  parameters: { docs: { story: { inline: false, iframeHeight: 560 } } },
} satisfies Meta<typeof DialogRoot>;

export default meta;
type Story = StoryObj<typeof meta>;

const NewMessage = ({ defaultOpen }: { defaultOpen?: boolean }) => (
  <DialogRoot defaultOpen={defaultOpen}>
    <DialogTrigger asChild>
      <Button>Nova Mensagem</Button>
    </DialogTrigger>
    <DialogContent>
      <DialogHeader>
        <DialogTitle>Nova mensagem</DialogTitle>
        <DialogDescription>
          Conte o que aconteceu. Nossa equipe responde pela área de Suporte.
        </DialogDescription>
      </DialogHeader>
      <TextField label="Assunto" placeholder="Ex.: Dúvida sobre a fatura" />
      <Select
        label="Categoria"
        options={[
          { value: 'tecnico', label: 'Problema técnico' },
          { value: 'cobranca', label: 'Cobrança' },
          { value: 'sugestao', label: 'Sugestão' },
        ]}
      />
      <Textarea label="Mensagem" minHeight={96} maxHeight={200} />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Cancelar</Button>
        </DialogClose>
        <Button>Enviar</Button>
      </DialogFooter>
    </DialogContent>
  </DialogRoot>
);

export const Closed: Story = {
  render: () => <NewMessage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Nova Mensagem' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Nova mensagem' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Nova Mensagem' })).toHaveFocus();
  },
};

export const Open: Story = { render: () => <NewMessage defaultOpen /> };

export const Small: Story = {
  render: () => (
    <DialogRoot defaultOpen>
      <DialogContent size="sm">
        <DialogHeader>
          <DialogTitle>Commander</DialogTitle>
          <DialogDescription>
            Converse com a IA: escreva o que precisa e o Commander escolhe o agente certo.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Entendi</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </DialogRoot>
  ),
};
