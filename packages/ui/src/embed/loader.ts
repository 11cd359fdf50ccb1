// The partner's one script tag (issue 16): defines <sppock-chatbot> and <sppock-commander>, each a
// launcher button in a shadow root, and loads a widget's chunk (React and the chatbot, or React and
// the Commander) only when the visitor first opens it. No React and no dependency here: this file
// is the whole cost of the embed until then.
import { fontTokens } from '../theme/tokens';
import { tokenFromUrl } from './commanderAccess';
import { loaderTexts } from './loaderTexts';
import {
  COMMANDER_FILE,
  COMMANDER_GLOBAL,
  type CommanderUser,
  type EmbedPosition,
  type EmbedTheme,
  type MountedChatbot,
  type MountedCommander,
  type SppockEmbedCommanderApi,
  type SppockEmbedWidgetApi,
  type TokenProvider,
  WIDGET_FILE,
  WIDGET_GLOBAL,
} from './protocol';
import { visitStorage } from './visitStorage';

/** The folder the loader was served from: the widget chunk sits beside it. */
const scriptSrc = (document.currentScript as HTMLScriptElement | null)?.src || location.href;
const EMBED_BASE = new URL('./', scriptSrc).href;

const chunksLoading = new Map<string, Promise<unknown>>();

/**
 * Loads a widget chunk once (it sets `window[global]`); a failed load may be tried again. A
 * module chunk (the Commander) loads its own lazy parts, such as the markdown renderer, later.
 */
function loadChunk<T>(file: string, global: string, module = false): Promise<T> {
  const loaded = (window as unknown as Record<string, T | undefined>)[global];
  if (loaded) {
    return Promise.resolve(loaded);
  }
  let loading = chunksLoading.get(file) as Promise<T> | undefined;
  if (!loading) {
    loading = new Promise<T>((resolve, reject) => {
      const tag = document.createElement('script');
      tag.src = new URL(file, EMBED_BASE).href;
      tag.async = true;
      if (module) {
        tag.type = 'module';
      }
      tag.onload = () => {
        const api = (window as unknown as Record<string, T | undefined>)[global];
        if (api) {
          resolve(api);
        } else {
          reject(new Error('widget'));
        }
      };
      tag.onerror = () => {
        tag.remove();
        reject(new Error('widget'));
      };
      document.head.append(tag);
    }).catch((error: unknown) => {
      chunksLoading.delete(file);
      throw error;
    });
    chunksLoading.set(file, loading);
  }
  return loading;
}

// `all: initial` rather than `unset`: a partner's `* { font-family: … !important }` matches the
// host element and beats `:host`, and `unset` would inherit it; `initial` inherits nothing, then
// the launcher and its status line set the theme's own font and colours.
const LAUNCHER_CSS = `
:host { all: initial; }
.launcher, .status {
  all: initial; box-sizing: border-box; position: fixed; z-index: 2147483000;
  font-family: ${fontTokens.family.sans};
}
.launcher {
  inset-block-end: 24px; inset-inline-end: 24px;
  display: inline-flex; align-items: center; justify-content: center;
  width: 56px; height: 56px; border-radius: 9999px; cursor: pointer;
  background: var(--sppock-brand, #4f46e5); color: #fff;
  box-shadow: 0 10px 25px rgba(0, 0, 0, 0.25);
}
:host([position="bottom-left"]) .launcher, :host([position="bottom-left"]) .status {
  inset-inline-end: auto; inset-inline-start: 24px;
}
.launcher:focus-visible { outline: 3px solid var(--sppock-brand, #4f46e5); outline-offset: 3px; }
.launcher[hidden], .status[hidden] { display: none; }
.launcher[aria-busy="true"] { cursor: progress; opacity: 0.75; }
.status {
  display: block; inset-block-end: 92px; inset-inline-end: 24px;
  max-width: 280px; padding: 8px 12px; border-radius: 8px;
  font-size: 14px; line-height: 1.4; background: #fff; color: #1f2937;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
}
`;

const CHATBOT_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"/><path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3"/><path d="M12 17h.01"/></svg>';

const COMMANDER_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 8V4H8"/><rect width="16" height="12" x="4" y="8" rx="2"/><path d="M2 14h2"/><path d="M20 14h2"/><path d="M15 13v2"/><path d="M9 13v2"/></svg>';

let launcherSheet: CSSStyleSheet | null = null;

function themeOf(value: string | null): EmbedTheme {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

function positionOf(value: string | null): EmbedPosition {
  return value === 'bottom-left' ? value : 'bottom-right';
}

/** What an element drives of its widget once the chunk has mounted it. */
type Mounted = MountedChatbot | MountedCommander;

/**
 * What both elements share: the launcher in a shadow root, the attributes `theme`
 * (`auto|light|dark`), `brand-color`, `position` (`bottom-right|bottom-left`) and `api-base`, the
 * `messages` property, the JS API `open()`, `close()`, `setUser()`, and the events `sppock:open`,
 * `sppock:close`, `sppock:message` (`detail: { question, message, message_id }`).
 */
abstract class SppockEmbedElement extends HTMLElement {
  static observedAttributes = ['theme', 'brand-color', 'position'];

  protected readonly root: ShadowRoot;
  protected widget: Mounted | null = null;
  protected user: CommanderUser | null = null;
  readonly #launcher: HTMLButtonElement;
  readonly #status: HTMLParagraphElement;
  #messages: Record<string, unknown> = {};
  #open = false;

  /** The launcher's label when `messages.launcher` does not replace it. */
  protected abstract readonly defaultLabel: string;
  /** Loads the chunk and mounts the widget, or says why not (null). */
  protected abstract mount(): Promise<Mounted | null>;

  constructor(icon: string) {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    launcherSheet ??= new CSSStyleSheet();
    launcherSheet.replaceSync(LAUNCHER_CSS);
    this.root.adoptedStyleSheets = [launcherSheet];
    this.#launcher = document.createElement('button');
    this.#launcher.type = 'button';
    this.#launcher.className = 'launcher';
    this.#launcher.setAttribute('part', 'launcher');
    this.#launcher.setAttribute('aria-haspopup', 'dialog');
    this.#launcher.innerHTML = icon;
    this.#launcher.addEventListener('click', () => void this.open());
    this.#status = document.createElement('p');
    this.#status.className = 'status';
    this.#status.setAttribute('role', 'status');
    this.#status.hidden = true;
    this.root.append(this.#launcher, this.#status);
  }

  connectedCallback() {
    this.#label();
    this.#brand();
  }

  disconnectedCallback() {
    this.widget?.unmount();
    this.widget = null;
    this.#open = false;
    this.#launcher.hidden = false;
  }

  attributeChangedCallback() {
    this.#brand();
    this.widget?.update({
      theme: themeOf(this.getAttribute('theme')),
      brandColor: this.brandColor(),
      position: positionOf(this.getAttribute('position')),
    });
  }

  /** pt-BR copy overrides (any key of the widget's texts, e.g. `{ title: 'Ajuda da Loja' }`). */
  get messages(): Record<string, unknown> {
    return this.#messages;
  }

  set messages(value: Record<string, unknown> | null | undefined) {
    this.#messages = { ...(value ?? {}) };
    this.#label();
    this.widget?.update({ messages: this.#messages });
  }

  get isOpen(): boolean {
    return this.#open;
  }

  /** Opens the widget (loading its code on the first call). */
  async open(): Promise<void> {
    if (this.#open) {
      return;
    }
    this.#launcher.setAttribute('aria-busy', 'true');
    this.#say(loaderTexts.loading);
    try {
      this.widget ??= await this.mount();
      if (!this.widget) {
        this.#say(loaderTexts.loadError);
        return;
      }
      this.#say(null);
      this.widget.setOpen(true);
      this.changed(true);
    } catch {
      this.#say(loaderTexts.loadError);
    } finally {
      this.#launcher.removeAttribute('aria-busy');
    }
  }

  /** Closes the widget; the conversation is kept for the next open. */
  close(): void {
    if (this.#open) {
      this.widget?.setOpen(false);
      this.changed(false);
    }
  }

  /** Who is talking: a new conversation for another visitor (name, e-mail) or another user. */
  abstract setUser(user: CommanderUser | null): void;

  protected apiBase(): string {
    return this.getAttribute('api-base') || new URL(EMBED_BASE).origin;
  }

  protected common() {
    return {
      root: this.root,
      apiBase: this.apiBase(),
      theme: themeOf(this.getAttribute('theme')),
      brandColor: this.brandColor(),
      messages: this.#messages,
      onOpenChange: (open: boolean) => this.changed(open),
      onMessage: (detail: object) => this.#emit('sppock:message', detail),
    };
  }

  protected changed(open: boolean) {
    if (open === this.#open) {
      return;
    }
    this.#open = open;
    this.#launcher.hidden = open;
    this.#emit(open ? 'sppock:open' : 'sppock:close', {});
    if (!open) {
      this.#launcher.focus();
    }
  }

  #emit(type: string, detail: object) {
    this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }

  #say(text: string | null) {
    this.#status.textContent = text ?? '';
    this.#status.hidden = text === null;
  }

  #label() {
    const label = typeof this.#messages.launcher === 'string' ? this.#messages.launcher : this.defaultLabel;
    this.#launcher.setAttribute('aria-label', label);
    this.#launcher.title = label;
  }

  protected brandColor(): string | null {
    const value = this.getAttribute('brand-color')?.trim();
    return value && CSS.supports('color', value) ? value : null;
  }

  #brand() {
    const color = this.brandColor();
    if (color) {
      this.#launcher.style.setProperty('--sppock-brand', color);
    } else {
      this.#launcher.style.removeProperty('--sppock-brand');
    }
  }
}

/**
 * `<sppock-chatbot site-key="sk_…">`: the FAQ chatbot for the site's visitors. `setUser()` starts a
 * new visitor's conversation (the chatbot keeps no name or e-mail).
 */
class SppockChatbotElement extends SppockEmbedElement {
  protected readonly defaultLabel = loaderTexts.launcher;

  constructor() {
    super(CHATBOT_ICON);
  }

  protected async mount(): Promise<Mounted | null> {
    const siteKey = this.getAttribute('site-key')?.trim();
    if (!siteKey) {
      console.error('<sppock-chatbot>: informe o atributo site-key (Minha conta › Integrações).');
      return null;
    }
    const api = await loadChunk<SppockEmbedWidgetApi>(WIDGET_FILE, WIDGET_GLOBAL);
    return api.mountChatbot({ ...this.common(), siteKey });
  }

  setUser(user: CommanderUser | null): void {
    this.user = user;
    // Another visitor: the next open starts with a new visitor session and an empty conversation.
    this.close();
    this.widget?.unmount();
    this.widget = null;
  }
}

/**
 * `<sppock-commander site-key="sk_…">` (anonymous visitors of a site with the Commander) or
 * `<sppock-commander token-url="/sppock-token">` / `el.tokenProvider = async () => token` (a user
 * signed in on the partner's site, with their own Sppock plan). `setUser({ name, email })` names
 * the visitor in the conversation; `setUser({ tokenProvider })` switches the signed-in user.
 */
class SppockCommanderElement extends SppockEmbedElement {
  protected readonly defaultLabel = loaderTexts.commanderLauncher;
  #tokenProvider: TokenProvider | null = null;

  constructor() {
    super(COMMANDER_ICON);
  }

  override connectedCallback() {
    super.connectedCallback();
    // A reload with the Commander open (an answer perhaps on its way): it opens again (issue 29).
    const siteKey = this.getAttribute('site-key')?.trim();
    if (siteKey && visitStorage(siteKey).read()?.open) {
      void this.open();
    }
  }

  /** The host page's function returning a Sppock access token. @default null (the site key, or `token-url`) */
  get tokenProvider(): TokenProvider | null {
    return this.#tokenProvider;
  }

  set tokenProvider(value: TokenProvider | null) {
    this.#tokenProvider = typeof value === 'function' ? value : null;
    if (this.widget) {
      (this.widget as MountedCommander).setUser({ ...this.user, ...(value ? { tokenProvider: value } : {}) });
    }
  }

  #provider(): TokenProvider | null {
    if (this.#tokenProvider) {
      return this.#tokenProvider;
    }
    const url = this.getAttribute('token-url')?.trim();
    if (!url) {
      return null;
    }
    return tokenFromUrl(new URL(url, location.href).href);
  }

  protected async mount(): Promise<Mounted | null> {
    const siteKey = this.getAttribute('site-key')?.trim() || null;
    const tokenProvider = this.#provider();
    if (!siteKey && !tokenProvider) {
      console.error(
        '<sppock-commander>: informe site-key (Minha conta › Integrações), token-url ou a propriedade tokenProvider.',
      );
      return null;
    }
    const api = await loadChunk<SppockEmbedCommanderApi>(COMMANDER_FILE, COMMANDER_GLOBAL, true);
    return api.mountCommander({
      ...this.common(),
      siteKey,
      tokenProvider,
      user: this.user,
      position: positionOf(this.getAttribute('position')),
    });
  }

  setUser(user: CommanderUser | null): void {
    this.user = user;
    if (user?.tokenProvider) {
      this.#tokenProvider = user.tokenProvider;
    }
    (this.widget as MountedCommander | null)?.setUser(user);
  }
}

if (typeof customElements !== 'undefined') {
  if (!customElements.get('sppock-chatbot')) {
    customElements.define('sppock-chatbot', SppockChatbotElement);
  }
  if (!customElements.get('sppock-commander')) {
    customElements.define('sppock-commander', SppockCommanderElement);
  }
}
