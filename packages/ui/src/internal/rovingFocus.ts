import type { KeyboardEvent } from 'react';

/**
 * Moves focus among the enabled items matched by `selector` inside the event's current target,
 * following the WAI-ARIA keys for the orientation. Returns the newly focused element.
 */
export function moveFocus(
  event: KeyboardEvent<HTMLElement>,
  selector: string,
  orientation: 'horizontal' | 'vertical',
): HTMLElement | null {
  const previousKey = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
  const nextKey = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
  if (![previousKey, nextKey, 'Home', 'End'].includes(event.key)) {
    return null;
  }
  const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(selector)).filter(
    (item) => !item.hasAttribute('disabled') && item.getAttribute('aria-disabled') !== 'true',
  );
  if (items.length === 0) {
    return null;
  }
  const current = items.indexOf(document.activeElement as HTMLElement);
  let nextIndex: number;
  switch (event.key) {
    case 'Home':
      nextIndex = 0;
      break;
    case 'End':
      nextIndex = items.length - 1;
      break;
    case previousKey:
      nextIndex = current <= 0 ? items.length - 1 : current - 1;
      break;
    default:
      nextIndex = current === -1 || current === items.length - 1 ? 0 : current + 1;
  }
  event.preventDefault();
  const target = items[nextIndex] ?? null;
  target?.focus();
  return target;
}
