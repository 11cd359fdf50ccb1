import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { Toaster } from './Toaster';
import { TOAST_DURATIONS, TOAST_LIMIT, type ToastApi, ToastStore, toast, toastStore } from './toastStore';

const messages = (store: ToastStore) => store.getSnapshot().map((item) => item.message);

describe('toast store', () => {
  let store: ToastStore;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    store = new ToastStore();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the spec durations: blank 4000, error 4000, success 2000, custom 4000 ms', () => {
    expect(TOAST_DURATIONS).toEqual({
      blank: 4000,
      error: 4000,
      success: 2000,
      loading: Number.POSITIVE_INFINITY,
      custom: 4000,
    });
    store.upsert('blank', 'blank');
    store.upsert('error', 'error');
    store.upsert('success', 'success');
    store.upsert('custom', 'custom');
    vi.advanceTimersByTime(1999);
    expect(messages(store)).toEqual(['custom', 'success', 'error', 'blank']);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual(['custom', 'error', 'blank']);
    vi.advanceTimersByTime(1999);
    expect(messages(store)).toHaveLength(3);
    vi.advanceTimersByTime(1);
    expect(messages(store)).toEqual([]);
  });

  it('keeps a loading toast until it is dismissed', () => {
    const id = store.upsert('loading', 'Processando...');
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(messages(store)).toEqual(['Processando...']);
    store.dismiss(id);
    expect(messages(store)).toEqual([]);
  });

  it('shows at most 20 at once, dropping the oldest', () => {
    for (let index = 1; index <= 25; index += 1) {
      store.upsert('blank', `toast ${index}`);
    }
    expect(TOAST_LIMIT).toBe(20);
    expect(store.getSnapshot()).toHaveLength(20);
    expect(messages(store)[0]).toBe('toast 25');
    expect(messages(store).at(-1)).toBe('toast 6');
  });

  it('updates a toast in place by id and restarts its countdown', () => {
    const id = store.upsert('loading', 'Salvando...');
    vi.advanceTimersByTime(10_000);
    store.upsert('success', 'Dados atualizados!', { id });
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({ id, type: 'success', message: 'Dados atualizados!' }),
    ]);
    vi.advanceTimersByTime(1999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('pauses and resumes the countdown where it stopped', () => {
    store.upsert('success', 'Senha alterada com sucesso!');
    vi.advanceTimersByTime(1500);
    store.pause();
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.resume();
    vi.advanceTimersByTime(499);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('dismisses one or all', () => {
    const first = store.upsert('blank', 'a');
    store.upsert('blank', 'b');
    store.dismiss(first);
    expect(messages(store)).toEqual(['b']);
    store.upsert('blank', 'c');
    store.dismiss();
    expect(messages(store)).toEqual([]);
  });

  it('honours an explicit duration', () => {
    store.upsert('error', 'Servidor indisponível. Tente novamente mais tarde.', { duration: 5000 });
    vi.advanceTimersByTime(4999);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });
});

describe('toast()', () => {
  afterEach(() => {
    toast.dismiss();
    vi.useRealTimers();
  });

  it('offers every type and returns ids', () => {
    const api: ToastApi = toast;
    const ids = [
      api('Olá'),
      api.success('Dados atualizados!'),
      api.error('Erro ao carregar conversas'),
      api.loading('Carregando...'),
      api.custom('Personalizado'),
    ];
    expect(new Set(ids).size).toBe(5);
    expect(toastStore.getSnapshot().map((item) => item.type)).toEqual([
      'custom',
      'loading',
      'error',
      'success',
      'blank',
    ]);
  });

  it('toast.promise goes from loading to success or error on the same toast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // The page's store, whose countdowns the test setup holds: resumed to see the toast expire.
    toastStore.resume();
    const ok = toast.promise(Promise.resolve(3), {
      loading: 'Exportando...',
      success: (count) => `${count} conversas exportadas`,
      error: 'Erro ao exportar conversa',
    });
    expect(toastStore.getSnapshot()[0]).toEqual(
      expect.objectContaining({ type: 'loading', message: 'Exportando...' }),
    );
    await ok;
    await Promise.resolve();
    expect(toastStore.getSnapshot()).toEqual([
      expect.objectContaining({ type: 'success', message: '3 conversas exportadas' }),
    ]);
    vi.advanceTimersByTime(2000);
    expect(toastStore.getSnapshot()).toEqual([]);

    const failed = toast.promise(Promise.reject(new Error('x')), {
      loading: 'Exportando...',
      success: 'ok',
      error: (error) => `Erro: ${(error as Error).message}`,
    });
    await failed.catch(() => {});
    await Promise.resolve();
    expect(toastStore.getSnapshot()).toEqual([
      expect.objectContaining({ type: 'error', message: 'Erro: x' }),
    ]);
  });
});

describe('<Toaster>', () => {
  afterEach(() => {
    toast.dismiss();
  });

  it('has no axe violations in either theme, with one toast of each type', async () => {
    await expectAccessibleInBothThemes(() => {
      const store = new ToastStore();
      store.upsert('blank', 'Redirecionando para a conversa...');
      store.upsert('success', 'Dados atualizados com sucesso!');
      store.upsert('error', 'Erro ao carregar dados de uso');
      store.upsert('loading', 'Processando...');
      store.upsert('custom', <strong>Conteúdo personalizado</strong>);
      return <Toaster store={store} />;
    });
  });

  it('shows toasts top right in a polite live region, newest first', async () => {
    const screen = await renderInTheme(<Toaster />);
    toast('Primeiro');
    toast.success('Logout realizado com sucesso!');
    const region = screen.getByRole('region', { name: 'Notificações' });
    await expect.element(region.getByText('Logout realizado com sucesso!')).toBeVisible();
    const list = region.element().querySelector('ol') as HTMLOListElement;
    expect(list.getAttribute('aria-live')).toBe('polite');
    expect(Array.from(list.children, (item) => item.textContent)).toEqual([
      'Logout realizado com sucesso!',
      'Primeiro',
    ]);
    const box = region.element().getBoundingClientRect();
    expect(box.right).toBeGreaterThan(window.innerWidth - 40);
    expect(box.top).toBeLessThan(40);
  });

  it('removes a toast with its close button', async () => {
    const screen = await renderInTheme(<Toaster />);
    toast.error('Erro ao deletar conversa');
    await screen.getByRole('button', { name: 'Fechar notificação' }).click();
    await expect.element(screen.getByText('Erro ao deletar conversa')).not.toBeInTheDocument();
  });

  it('renders at most 20', async () => {
    const screen = await renderInTheme(<Toaster />);
    for (let index = 0; index < 25; index += 1) {
      toast.loading(`Carregando ${index}`);
    }
    await expect.element(screen.getByText('Carregando 24')).toBeVisible();
    expect(screen.container.querySelectorAll('li[data-toast-id]')).toHaveLength(20);
  });
});
