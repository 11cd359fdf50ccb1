import { visuallyHidden } from '../internal/styles.css';
import { useShellMessages } from './useShellMessages';

/**
 * /dashboard (spec 1 §2): an empty page — the shell's header and sidebars around blank content.
 * Render it inside `<AppShell>`; its only content is a heading for screen readers.
 */
export function DashboardPage() {
  const messages = useShellMessages();
  return <h1 className={visuallyHidden}>{messages.dashboardTitle}</h1>;
}
