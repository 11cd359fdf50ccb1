import { useSession } from '@sppock/sdk/react';
import { Bug } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '../../primitives/IconButton/IconButton';
import { Tooltip } from '../../primitives/Tooltip/Tooltip';
import { DebugPanel } from './DebugPanel';
import * as styles from './DebugToggle.css';
import type { DebugToggleProps } from './types';
import { useChatPanelsMessages } from './useChatPanelsMessages';

/**
 * The debug panel's toggle at the bottom right (spec 2 §2, §6): only for the stored role
 * 'superuser'; everyone else gets nothing at all.
 */
export function DebugToggle({ appName, mode }: DebugToggleProps) {
  const messages = useChatPanelsMessages();
  const { role } = useSession();
  const [open, setOpen] = useState(false);
  if (role !== 'superuser') {
    return null;
  }
  return (
    <>
      <Tooltip content={messages.debugToggle} placement="left">
        <IconButton
          label={messages.debugToggle}
          icon={<Bug size={18} />}
          variant="secondary"
          className={styles.toggle}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen((current) => !current)}
        />
      </Tooltip>
      <DebugPanel open={open} onOpenChange={setOpen} appName={appName} mode={mode} />
    </>
  );
}
