import type { components } from '@sppock/sdk';
import { useDisconnectWhatsapp, useUpdateWhatsappSettings } from '@sppock/sdk/react';
import { Copy, Unplug } from 'lucide-react';
import { Form } from '../forms/Form';
import { FormError } from '../forms/FormError';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { Button } from '../primitives/Button/Button';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './account.css';
import { type ResponderValues, responderRequest, WhatsappResponderFields } from './WhatsappResponderFields';
import { whatsappTexts as texts } from './whatsappMessages';

type Connection = components['schemas']['WhatsappConnection'];

export interface WhatsappSettingsProps {
  /** The connected number, as the server shows it (secrets masked). */
  connection: Connection;
}

const valuesOf = (connection: Connection): ResponderValues => ({
  responder: connection.responder,
  customAgentId: connection.custom_agent_id ?? '',
  templateName: connection.template_name ?? '',
});

/** A connected number: its facts, the webhook address to copy, who answers, and disconnecting. */
export function WhatsappSettings({ connection }: WhatsappSettingsProps) {
  const update = useUpdateWhatsappSettings();
  const disconnect = useDisconnectWhatsapp();
  const form = useSppockForm<ResponderValues>({ defaultValues: valuesOf(connection) });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(connection.webhook_url);
      toast.success(texts.webhookCopied);
    } catch {
      toast.error(texts.copyError);
    }
  };
  const submit = async (values: ResponderValues) => {
    try {
      const done = await update.mutateAsync(responderRequest(values));
      toast.success(done.message ?? texts.save);
    } catch (error) {
      showServerErrors(form, { message: error instanceof Error ? error.message : String(error) });
    }
  };
  const facts: [string, string][] = [
    [texts.connectedAs, connection.display_phone || '—'],
    [texts.phoneNumberIdLabel, connection.phone_number_id],
    [texts.accessTokenLabel, connection.access_token_hint],
    [texts.verifyTokenLabel, connection.verify_token_hint],
    [texts.connectedAt, texts.formatDate(connection.connected_at)],
  ];
  return (
    <div className={styles.stack}>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div className={styles.fact} key={label}>
            <dt className={styles.factLabel}>{label}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{texts.webhook}</dt>
          <dd className={styles.factValue}>
            <code>{connection.webhook_url}</code>
          </dd>
        </div>
      </dl>
      <p className={styles.note}>{texts.webhookHint}</p>
      <div className={styles.actions}>
        <Button
          size="sm"
          variant="secondary"
          leadingIcon={<Copy size={14} aria-hidden="true" />}
          onClick={copy}
        >
          {texts.copyWebhook}
        </Button>
        <ConfirmDialog
          title={texts.disconnectTitle}
          description={texts.disconnectDescription}
          confirmLabel={texts.disconnect}
          cancelLabel={texts.cancel}
          tone="danger"
          onConfirm={async () => {
            try {
              const done = await disconnect.mutateAsync();
              toast.success(done.message ?? texts.disconnect);
            } catch (error) {
              toast.error((error as Error).message);
            }
          }}
          trigger={
            <Button size="sm" variant="ghost" leadingIcon={<Unplug size={14} aria-hidden="true" />}>
              {texts.disconnect}
            </Button>
          }
        />
      </div>
      <Form form={form} onSubmit={submit}>
        <FormError />
        <WhatsappResponderFields />
        <p className={styles.note}>{texts.rules}</p>
        <div className={styles.formFooter}>
          <SubmitButton pendingLabel={texts.saving}>{texts.save}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
