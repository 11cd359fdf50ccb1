import { createElement } from 'react';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './errorToast.css';

/** An error toast: the spec's toast text, and under it the call's own message when it adds something. */
export function errorToast(title: string, error?: unknown): void {
  const detail = error instanceof Error ? error.message : undefined;
  toast.error(
    detail && detail !== title
      ? createElement(
          'span',
          { className: styles.body },
          createElement('strong', null, title),
          createElement('span', null, detail),
        )
      : title,
  );
}
