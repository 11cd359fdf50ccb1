// The stylesheet of a widget chunk, adopted inside the element's shadow root only.
import { widgetRoot } from './widgetRoot.css';

/** Replaced by the build (vite.embed.config.ts) with the chunk's stylesheet. */
const WIDGET_CSS = '__SPPOCK_WIDGET_CSS__';

/**
 * Adopts the chunk's CSS in the shadow root and adds the container React renders into, which
 * inherits nothing from the host element.
 */
export function mountPoint(root: ShadowRoot): HTMLDivElement {
  // Before the build replaces it, the placeholder is not CSS and the sheet stays empty.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(WIDGET_CSS);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  const container = document.createElement('div');
  container.className = widgetRoot;
  root.append(container);
  return container;
}
