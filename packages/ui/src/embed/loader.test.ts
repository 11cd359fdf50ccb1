// The loader's element without the real widget chunk: a stand-in widget is registered under the
// chunk's global, so these checks are about the element itself (launcher, API, events, copy).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MountChatbotOptions, SppockEmbedWidgetApi } from './protocol';
import { WIDGET_GLOBAL } from './protocol';

type Element = HTMLElement & {
  open(): Promise<void>;
  close(): void;
  messages: Record<string, unknown>;
  isOpen: boolean;
};

const mounts: MountChatbotOptions[] = [];
const opened: boolean[] = [];

beforeAll(async () => {
  const fake: SppockEmbedWidgetApi = {
    mountChatbot(options) {
      mounts.push(options);
      return { setOpen: (open) => opened.push(open), update: () => {}, unmount: () => {} };
    },
  };
  (window as unknown as Record<string, unknown>)[WIDGET_GLOBAL] = fake;
  await import('./loader');
});

afterEach(() => {
  document.body.replaceChildren();
  mounts.length = 0;
  opened.length = 0;
});

function place(attributes: Record<string, string>): Element {
  const element = document.createElement('sppock-chatbot') as Element;
  for (const [name, value] of Object.entries(attributes)) {
    element.setAttribute(name, value);
  }
  document.body.append(element);
  return element;
}

const launcherOf = (element: Element) => element.shadowRoot?.querySelector('button') as HTMLButtonElement;

describe('<sppock-chatbot>', () => {
  it('draws a labelled launcher in its shadow root and adds nothing to the page', () => {
    const stylesBefore = document.head.querySelectorAll('style, link').length;
    const element = place({ 'site-key': 'sk_4f9c2a7e1b3d5f608a9c2e4b6d8f0a1c', 'brand-color': '#0f766e' });
    const launcher = launcherOf(element);
    expect(launcher.getAttribute('aria-label')).toBe('Dúvidas? Fale com o assistente');
    expect(launcher.getAttribute('aria-haspopup')).toBe('dialog');
    expect(launcher.style.getPropertyValue('--sppock-brand')).toBe('#0f766e');
    expect(getComputedStyle(launcher).position).toBe('fixed');
    expect(document.head.querySelectorAll('style, link').length).toBe(stylesBefore);
  });

  it('opens on click with the site key and its options, tells the page, and closes from the API', async () => {
    const element = place({ 'site-key': 'sk_4f9c2a7e1b3d5f608a9c2e4b6d8f0a1c', theme: 'dark' });
    element.messages = { launcher: 'Ajuda da Loja', title: 'Ajuda da Loja Aurora' };
    expect(launcherOf(element).getAttribute('aria-label')).toBe('Ajuda da Loja');
    const events: string[] = [];
    for (const name of ['sppock:open', 'sppock:close', 'sppock:message']) {
      document.addEventListener(name, () => events.push(name));
    }
    launcherOf(element).click();
    await expect.poll(() => events).toEqual(['sppock:open']);
    expect(element.isOpen).toBe(true);
    expect(launcherOf(element).hidden).toBe(true);
    expect(mounts).toHaveLength(1);
    expect(mounts[0]).toMatchObject({
      siteKey: 'sk_4f9c2a7e1b3d5f608a9c2e4b6d8f0a1c',
      theme: 'dark',
      brandColor: null,
      messages: { launcher: 'Ajuda da Loja', title: 'Ajuda da Loja Aurora' },
    });
    expect(mounts[0]?.root).toBe(element.shadowRoot);

    mounts[0]?.onMessage({ question: 'Quanto custa?', message: 'R$ 39,90', message_id: 'm-1' });
    element.close();
    expect(events).toEqual(['sppock:open', 'sppock:message', 'sppock:close']);
    expect(opened).toEqual([true, false]);
    expect(launcherOf(element).hidden).toBe(false);

    // The visitor closes it inside the widget: the element follows.
    await element.open();
    mounts[0]?.onOpenChange(false);
    expect(element.isOpen).toBe(false);
    expect(mounts).toHaveLength(1);
  });

  it('says so and stays closed without a site key', async () => {
    const element = place({});
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await element.open();
    } finally {
      console.error = original;
    }
    expect(element.isOpen).toBe(false);
    expect(mounts).toHaveLength(0);
    expect(element.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe(
      'Não foi possível abrir o assistente. Tente novamente.',
    );
    expect(errors).toHaveLength(1);
  });
});
