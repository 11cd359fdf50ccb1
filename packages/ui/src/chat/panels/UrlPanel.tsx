import { normalizeWebPageUrl, urlAnalysisMessage, validateWebPageUrl } from '@sppock/sdk';
import { Globe } from 'lucide-react';
import { Form } from '../../forms/Form';
import { FormTextField } from '../../forms/FormTextField';
import { checks } from '../../forms/rules';
import { SubmitButton } from '../../forms/SubmitButton';
import { useSppockForm } from '../../forms/useSppockForm';
import { Button } from '../../primitives/Button/Button';
import { ChatPanel } from './ChatPanel';
import * as panelStyles from './ChatPanel.css';
import type { UrlPanelProps } from './types';
import { useChatPanelsMessages } from './useChatPanelsMessages';

/**
 * The URL panel (spec 2 §2, §5): one address field, checked as an http or https page (https://
 * is added when the user typed none), sent as the chat message 'Analise esta página web: {url}'.
 */
export function UrlPanel({ open, onOpenChange, onSubmit }: UrlPanelProps) {
  const messages = useChatPanelsMessages();
  return (
    <ChatPanel
      open={open}
      onOpenChange={onOpenChange}
      title={messages.urlTitle}
      description={messages.urlDescription}
    >
      <UrlPanelForm onCancel={() => onOpenChange(false)} onSubmit={onSubmit} />
    </ChatPanel>
  );
}

/** The panel's form, mounted while it is open, so closing it forgets the address. */
function UrlPanelForm({ onCancel, onSubmit }: { onCancel: () => void; onSubmit: (message: string) => void }) {
  const messages = useChatPanelsMessages();
  const form = useSppockForm<{ url: string }>({ defaultValues: { url: '' } });
  return (
    <Form
      form={form}
      onSubmit={({ url }) => {
        const address = normalizeWebPageUrl(url);
        if (address) {
          onSubmit(urlAnalysisMessage(address));
        }
      }}
    >
      <FormTextField
        name="url"
        type="url"
        inputMode="url"
        autoComplete="url"
        spellCheck={false}
        label={messages.urlLabel}
        placeholder={messages.urlPlaceholder}
        leading={<Globe size={16} aria-hidden="true" />}
        rules={{ validate: checks<string>(validateWebPageUrl) }}
      />
      <div className={panelStyles.actions}>
        <Button variant="ghost" onClick={onCancel}>
          {messages.cancel}
        </Button>
        <SubmitButton>{messages.urlSubmit}</SubmitButton>
      </div>
    </Form>
  );
}
