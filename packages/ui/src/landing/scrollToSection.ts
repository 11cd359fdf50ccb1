import type { MouseEvent } from 'react';
import { reducedMotion } from '../theme/breakpoints';

/** The landing's section anchors (spec 1 §2). */
export const LANDING_SECTIONS = ['features', 'about', 'pricing', 'faq'] as const;
export type LandingSection = (typeof LANDING_SECTIONS)[number];

/** The fixed top bar's height: sections scroll to just under it. */
export const TOP_BAR_HEIGHT = 72;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(reducedMotion).matches;
}

/**
 * Scrolls to a section of the page and moves focus to its heading, so keyboard and screen-reader
 * users land where sighted users look. Returns false when the section is not on the page.
 */
export function scrollToSection(id: string, options: { focus?: boolean } = {}): boolean {
  const section = document.getElementById(id);
  if (!section) {
    return false;
  }
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (options.focus !== false) {
    const heading = section.querySelector<HTMLElement>('h2') ?? section;
    if (!heading.hasAttribute('tabindex')) {
      heading.setAttribute('tabindex', '-1');
    }
    heading.focus({ preventScroll: true });
  }
  return true;
}

/**
 * The click handler of an in-page link (`href="#pricing"`): a smooth scroll instead of a jump,
 * with the address updated as a plain anchor would, keeping the router's history state.
 */
export function handleSectionLinkClick(event: MouseEvent<HTMLAnchorElement>, id: string): void {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return;
  }
  if (scrollToSection(id)) {
    event.preventDefault();
    window.history.replaceState(window.history.state, '', `#${id}`);
  }
}
