// The partner's one script tag (issue 16): defines <sppock-chatbot>, a launcher button in a shadow
// root, and loads the widget chunk (React and the chatbot) only when the visitor first opens it.
// No React and no dependency here: this file is the whole cost of the embed until then.
import { loaderTexts } from './loaderTexts';
import {
  type EmbedTheme,
  type MountedChatbot,
  type SppockEmbedWidgetApi,
  WIDGET_FILE,
  WIDGET_GLOBAL,
} from './protocol';

type WidgetWindow = Window & { [WIDGET_GLOBAL]?: SppockEmbedWidgetApi };

/** The folder the loader was served from: the widget chunk sits beside it. */
const scriptSrc = (document.currentScript as HTMLScriptElement | null)?.src || location.href;
const EMBED_BASE = new URL('./', scriptSrc).href;

let widgetLoading: Promise<SppockEmbedWidgetApi> | null = null;

/** Loads the widget chunk once; a failed load may be tried again. */
function loadWidget(base = EMBED_BASE): Promise<SppockEmbedWidgetApi> {
  const loaded = (window as WidgetWindow)[WIDGET_GLOBAL];
  if (loaded) {
    return Promise.resolve(loaded);
  }
  widgetLoading ??= new Promise<SppockEmbedWidgetApi>((resolve, reject) => {
    const tag = document.createElement('script');
    tag.src = new URL(WIDGET_FILE, base).href;
    tag.async = true;
    tag.onload = () => {
      const api = (window as WidgetWindow)[WIDGET_GLOBAL];
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
    widgetLoading = null;
    throw error;
  });
  return widgetLoading;
}

const LAUNCHER_CSS = `
:host { all: initial; }
.launcher {
  all: unset; box-sizing: border-box; position: fixed; z-index: 2147483000;
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
  position: fixed; z-index: 2147483000; inset-block-end: 92px; inset-inline-end: 24px;
  max-width: 280px; padding: 8px 12px; border-radius: 8px;
  font: 14px/1.4 system-ui, sans-serif; background: #fff; color: #1f2937;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.2);
}
`;

const ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="26" height="26" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719"/><path d="M9.09 9a3 3 0 0 1 5.83 1c0 2-3 3-3 3"/><path d="M12 17h.01"/></svg>';

let launcherSheet: CSSStyleSheet | null = null;

function themeOf(value: string | null): EmbedTheme {
  return value === 'light' || value === 'dark' ? value : 'auto';
}

/**
 * `<sppock-chatbot site-key="sk_…" theme="auto|light|dark" brand-color="#0f766e"
 * position="bottom-right|bottom-left" api-base="https://…">`: the FAQ chatbot for the site's
 * visitors. JS API: `open()`, `close()`, the `messages` property (pt-BR copy overrides); events
 * `sppock:open`, `sppock:close` and `sppock:message` (`detail: { question, message, message_id }`).
 */
class SppockChatbotElement extends HTMLElement {
  static observedAttributes = ['theme', 'brand-color'];

  readonly #root: ShadowRoot;
  readonly #launcher: HTMLButtonElement;
  readonly #status: HTMLParagraphElement;
  #widget: MountedChatbot | null = null;
  #messages: Record<string, unknown> = {};
  #open = false;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    launcherSheet ??= new CSSStyleSheet();
    launcherSheet.replaceSync(LAUNCHER_CSS);
    this.#root.adoptedStyleSheets = [launcherSheet];
    this.#launcher = document.createElement('button');
    this.#launcher.type = 'button';
    this.#launcher.className = 'launcher';
    this.#launcher.setAttribute('part', 'launcher');
    this.#launcher.setAttribute('aria-haspopup', 'dialog');
    this.#launcher.innerHTML = ICON;
    this.#launcher.addEventListener('click', () => void this.open());
    this.#status = document.createElement('p');
    this.#status.className = 'status';
    this.#status.setAttribute('role', 'status');
    this.#status.hidden = true;
    this.#root.append(this.#launcher, this.#status);
    this.#label();
  }

  connectedCallback() {
    this.#brand();
  }

  disconnectedCallback() {
    this.#widget?.unmount();
    this.#widget = null;
    this.#open = false;
    this.#launcher.hidden = false;
  }

  attributeChangedCallback() {
    this.#brand();
    this.#widget?.update({ theme: themeOf(this.getAttribute('theme')), brandColor: this.#brandColor() });
  }

  /** pt-BR copy overrides of the chatbot (any key of its texts, e.g. `{ title: 'Ajuda da Loja' }`). */
  get messages(): Record<string, unknown> {
    return this.#messages;
  }

  set messages(value: Record<string, unknown> | null | undefined) {
    this.#messages = { ...(value ?? {}) };
    this.#label();
    this.#widget?.update({ messages: this.#messages });
  }

  get isOpen(): boolean {
    return this.#open;
  }

  /** Opens the chatbot (loading its code on the first call). */
  async open(): Promise<void> {
    if (this.#open) {
      return;
    }
    const siteKey = this.getAttribute('site-key')?.trim();
    if (!siteKey) {
      this.#say(loaderTexts.loadError);
      console.error('<sppock-chatbot>: informe o atributo site-key (Minha conta › Integrações).');
      return;
    }
    this.#launcher.setAttribute('aria-busy', 'true');
    this.#say(loaderTexts.loading);
    try {
      const api = await loadWidget();
      this.#widget ??= api.mountChatbot({
        root: this.#root,
        apiBase: this.getAttribute('api-base') || new URL(EMBED_BASE).origin,
        siteKey,
        theme: themeOf(this.getAttribute('theme')),
        brandColor: this.#brandColor(),
        messages: this.#messages,
        onOpenChange: (open) => this.#changed(open),
        onMessage: (detail) => this.#emit('sppock:message', detail),
      });
      this.#say(null);
      this.#widget.setOpen(true);
      this.#changed(true);
    } catch {
      this.#say(loaderTexts.loadError);
    } finally {
      this.#launcher.removeAttribute('aria-busy');
    }
  }

  /** Closes the chatbot; the conversation is kept for the next open. */
  close(): void {
    if (this.#open) {
      this.#widget?.setOpen(false);
      this.#changed(false);
    }
  }

  #changed(open: boolean) {
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
    const label =
      typeof this.#messages.launcher === 'string' ? this.#messages.launcher : loaderTexts.launcher;
    this.#launcher.setAttribute('aria-label', label);
    this.#launcher.title = label;
  }

  #brandColor(): string | null {
    const value = this.getAttribute('brand-color')?.trim();
    return value && CSS.supports('color', value) ? value : null;
  }

  #brand() {
    const color = this.#brandColor();
    if (color) {
      this.#launcher.style.setProperty('--sppock-brand', color);
    } else {
      this.#launcher.style.removeProperty('--sppock-brand');
    }
  }
}

if (typeof customElements !== 'undefined' && !customElements.get('sppock-chatbot')) {
  customElements.define('sppock-chatbot', SppockChatbotElement);
}
