import type { Meta, StoryObj } from '@storybook/react-vite';
import { Sparkles } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Toaster } from './Toaster';
import { TOAST_LIMIT, ToastStore, toast } from './toastStore';

const meta = {
  title: 'Primitivos/Toaster',
  component: Toaster,
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
  parameters: { docs: { story: { inline: false, iframeHeight: 460 } } },
  // The page's store is shared: clear it after every story.
  beforeEach: () => () => toast.dismiss(),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One toast of each type, frozen in place (loading never expires; the others are paused). */
export const Types: Story = {
  render: () => {
    const store = new ToastStore();
    store.pause();
    store.upsert('blank', 'Redirecionando para a conversa...');
    store.upsert('success', 'Dados atualizados com sucesso!');
    store.upsert('error', 'Erro ao carregar dados de uso');
    store.upsert('loading', 'Processando...');
    store.upsert(
      'custom',
      <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
        <Sparkles size={16} aria-hidden="true" /> Orquestrando: Brainstorm AI · 92% de confiança
      </span>,
    );
    return <Toaster store={store} />;
  },
};

/** Buttons that call the imperative API. */
export const Interactive: Story = {
  render: () => (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button variant="secondary" onClick={() => toast('Redirecionando para a conversa...')}>
          Padrão
        </Button>
        <Button variant="secondary" onClick={() => toast.success('Senha alterada com sucesso!')}>
          Sucesso
        </Button>
        <Button variant="secondary" onClick={() => toast.error('Erro ao deletar conversa')}>
          Erro
        </Button>
        <Button variant="secondary" onClick={() => toast.loading('Exportando conversa...')}>
          Carregando
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            toast.promise(new Promise((resolve) => setTimeout(resolve, 1500)), {
              loading: 'Exportando conversa...',
              success: 'Conversa exportada com sucesso!',
              error: 'Erro ao exportar conversa',
            })
          }
        >
          Promessa
        </Button>
        <Button variant="ghost" onClick={() => toast.dismiss()}>
          Fechar todos
        </Button>
      </div>
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sucesso' }));
    const message = await canvas.findByText('Senha alterada com sucesso!');
    await waitFor(() => expect(message).toBeVisible());
  },
};

/** Never more than 20 on screen: the oldest leave first. */
export const AtTheLimit: Story = {
  render: () => {
    const store = new ToastStore();
    store.pause();
    for (let index = 1; index <= TOAST_LIMIT + 5; index += 1) {
      store.upsert('blank', `Notificação ${index}`);
    }
    return <Toaster store={store} />;
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('li[data-toast-id]')).toHaveLength(TOAST_LIMIT);
  },
};
