// The loader's elements without the real widget chunks: stand-in widgets are registered under the
// chunks' globals, so these checks are about the elements themselves (launcher, API, events, copy).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type {
  CommanderUser,
  MountChatbotOptions,
  MountCommanderOptions,
  SppockEmbedCommanderApi,
  SppockEmbedWidgetApi,
  TokenProvider,
} from './protocol';
import { COMMANDER_GLOBAL, WIDGET_GLOBAL } from './protocol';
import { visitKey, visitStorage } from './visitStorage';

type Element = HTMLElement & {
  open(): Promise<void>;
  close(): void;
  setUser(user: CommanderUser | null): void;
  messages: Record<string, unknown>;
  isOpen: boolean;
  tokenProvider?: TokenProvider | null;
};

const mounts: MountChatbotOptions[] = [];
const commanderMounts: MountCommanderOptions[] = [];
const opened: boolean[] = [];
const users: (CommanderUser | null)[] = [];
let unmounted = 0;

beforeAll(async () => {
  const fake: SppockEmbedWidgetApi = {
    mountChatbot(options) {
      mounts.push(options);
      return {
        setOpen: (open) => opened.push(open),
        update: () => {},
        unmount: () => {
          unmounted += 1;
        },
      };
    },
  };
  const fakeCommander: SppockEmbedCommanderApi = {
    mountCommander(options) {
      commanderMounts.push(options);
      return {
        setOpen: (open) => opened.push(open),
        update: () => {},
        setUser: (user) => users.push(user),
        unmount: () => {},
      };
    },
  };
  (window as unknown as Record<string, unknown>)[WIDGET_GLOBAL] = fake;
  (window as unknown as Record<string, unknown>)[COMMANDER_GLOBAL] = fakeCommander;
  await import('./loader');
});

afterEach(() => {
  document.body.replaceChildren();
  mounts.length = 0;
  commanderMounts.length = 0;
  opened.length = 0;
  users.length = 0;
  unmounted = 0;
});

function place(attributes: Record<string, string>, tag = 'sppock-chatbot'): Element {
  const element = document.createElement(tag) as Element;
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

describe('<sppock-chatbot> setUser', () => {
  it('starts a new visitor conversation: the open widget closes and the next open mounts a fresh one', async () => {
    const element = place({ 'site-key': 'sk_4f9c2a7e1b3d5f608a9c2e4b6d8f0a1c' });
    const events: string[] = [];
    element.addEventListener('sppock:close', () => events.push('close'));
    await element.open();
    element.setUser({ name: 'Caio' });
    expect(events).toEqual(['close']);
    expect(unmounted).toBe(1);
    await element.open();
    expect(mounts).toHaveLength(2);
  });
});

describe('<sppock-commander>', () => {
  const key = 'sk_4f9c2a7e1b3d5f608a9c2e4b6d8f0a1c';

  it('draws its own labelled launcher and opens the Commander with the site key, corner and visitor', async () => {
    const element = place({ 'site-key': key, position: 'bottom-left', theme: 'light' }, 'sppock-commander');
    expect(launcherOf(element).getAttribute('aria-label')).toBe('Abrir o Sppock Commander');
    expect(getComputedStyle(launcherOf(element)).left).toBe('24px');
    element.setUser({ name: 'Marina Duarte', email: 'marina@lojaaurora.com.br' });
    const events: string[] = [];
    for (const name of ['sppock:open', 'sppock:close', 'sppock:message']) {
      element.addEventListener(name, (event) =>
        events.push(`${name} ${JSON.stringify((event as CustomEvent).detail)}`),
      );
    }
    // Keyboard: the launcher is a real button.
    launcherOf(element).focus();
    launcherOf(element).click();
    await expect.poll(() => element.isOpen).toBe(true);
    expect(commanderMounts[0]).toMatchObject({
      siteKey: key,
      tokenProvider: null,
      user: { name: 'Marina Duarte', email: 'marina@lojaaurora.com.br' },
      position: 'bottom-left',
      theme: 'light',
    });
    expect(commanderMounts[0]?.root).toBe(element.shadowRoot);
    commanderMounts[0]?.onMessage({ question: 'Oi', message: 'Olá!', message_id: 'm-1' });
    commanderMounts[0]?.onOpenChange(false);
    expect(events).toEqual([
      'sppock:open {}',
      'sppock:message {"question":"Oi","message":"Olá!","message_id":"m-1"}',
      'sppock:close {}',
    ]);
    expect(element.shadowRoot?.activeElement).toBe(launcherOf(element));

    // Once mounted, setUser goes to the widget: another visitor, another conversation.
    element.setUser({ name: 'Caio' });
    expect(users).toEqual([{ name: 'Caio' }]);
  });

  it('a reload with the Commander open opens it again for the kept visit (issue 29); a closed or expired one stays closed', async () => {
    const visit = visitStorage(key);
    const keep = (open: boolean, expiresAt: number) =>
      visit.save({ token: 'visitor-1', sessionId: 'conversa-1', expiresAt, entries: [], open });
    try {
      keep(true, Date.now() + 60_000);
      const reopened = place({ 'site-key': key }, 'sppock-commander');
      await expect.poll(() => reopened.isOpen).toBe(true);
      document.body.replaceChildren();
      keep(false, Date.now() + 60_000);
      const closed = place({ 'site-key': key }, 'sppock-commander');
      keep(true, Date.now() - 1);
      const expired = place({ 'site-key': key }, 'sppock-commander');
      // open() marks the launcher busy at once, before it loads anything: neither was opened.
      expect([closed, expired].map((element) => launcherOf(element).hasAttribute('aria-busy'))).toEqual([
        false,
        false,
      ]);
      expect([closed.isOpen, expired.isOpen]).toEqual([false, false]);
      // The expired visit is forgotten.
      expect(sessionStorage.getItem(visitKey(key))).toBeNull();
    } finally {
      visit.clear();
    }
  });

  it('takes a token provider from the property or from token-url, and switches the user with setUser', async () => {
    const provider: TokenProvider = async () => 'token-da-ana';
    const element = place({}, 'sppock-commander');
    element.tokenProvider = provider;
    await element.open();
    expect(commanderMounts[0]?.siteKey).toBeNull();
    expect(commanderMounts[0]?.tokenProvider).toBe(provider);
    const bruno: TokenProvider = async () => 'token-do-bruno';
    element.setUser({ tokenProvider: bruno });
    expect(users).toEqual([{ tokenProvider: bruno }]);
    expect(element.tokenProvider).toBe(bruno);
    element.close();

    const fromUrl = place({ 'token-url': '/sppock-token' }, 'sppock-commander');
    await fromUrl.open();
    expect(typeof commanderMounts[1]?.tokenProvider).toBe('function');
  });

  it('says so and stays closed with neither a site key nor a token provider', async () => {
    const element = place({}, 'sppock-commander');
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      await element.open();
    } finally {
      console.error = original;
    }
    expect(element.isOpen).toBe(false);
    expect(commanderMounts).toHaveLength(0);
    expect(element.shadowRoot?.querySelector('[role="status"]')?.textContent).toBe(
      'Não foi possível abrir o assistente. Tente novamente.',
    );
    expect(errors).toHaveLength(1);
  });
});
