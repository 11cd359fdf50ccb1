import {
  DIAGNOSTIC_ENDPOINTS,
  useConnectionCheck,
  useEndpointCheck,
  useLoginCheck,
  useSession,
  useSppock,
} from '@sppock/sdk/react';
import { type ReactNode, useId, useState } from 'react';
import { Form } from '../../forms/Form';
import { FormPasswordField } from '../../forms/FormPasswordField';
import { FormTextField } from '../../forms/FormTextField';
import { checks, emailAddress, required } from '../../forms/rules';
import { SubmitButton } from '../../forms/SubmitButton';
import { useFormsMessages } from '../../forms/useFormsMessages';
import { useSppockForm } from '../../forms/useSppockForm';
import { Button } from '../../primitives/Button/Button';
import {
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../../primitives/Dialog/Dialog';
import { Select } from '../../primitives/Select/Select';
import { configurationIssues } from './configurationIssues';
import * as styles from './DebugPanel.css';
import { DiagnosticOutcome } from './DiagnosticOutcome';
import type { DebugPanelProps } from './types';
import { useChatPanelsMessages } from './useChatPanelsMessages';

/**
 * The superuser's debug panel (spec 2 §2): the API's address, the page's host, the app's name and
 * mode, the configuration problems the page can see by itself, and three live checks — the
 * connection (`/healthz`), one endpoint with the session's token, and a login that leaves the
 * current session alone. Show it only to superusers (`DebugToggle` does).
 */
export function DebugPanel({ open, onOpenChange, appName, mode }: DebugPanelProps) {
  const messages = useChatPanelsMessages();
  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent placement="end" className={styles.sheet}>
        <DialogHeader>
          <DialogTitle>{messages.debugTitle}</DialogTitle>
          <DialogDescription>{messages.debugDescription}</DialogDescription>
        </DialogHeader>
        <div className={styles.body}>
          <ConfigurationSection appName={appName} mode={mode} />
          <ConnectionSection />
          <EndpointSection />
          <LoginSection />
        </div>
      </DialogContent>
    </DialogRoot>
  );
}

function Section({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {title}
      </h3>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {children}
    </section>
  );
}

function ConfigurationSection({ appName, mode }: Pick<DebugPanelProps, 'appName' | 'mode'>) {
  const messages = useChatPanelsMessages();
  const { config } = useSppock();
  const session = useSession();
  const issues = configurationIssues(
    {
      pageOrigin: window.location.origin,
      baseUrl: config.baseUrl,
      paymentsBaseUrl: config.paymentsBaseUrl,
      hasToken: session.accessToken !== null,
      expiresAt: session.expiresAt,
      now: Date.now(),
    },
    messages,
  );
  const facts: [string, string][] = [
    [messages.debugApiUrl, config.baseUrl],
    [messages.debugPaymentsUrl, config.paymentsBaseUrl],
    [messages.debugHost, window.location.host],
    [messages.debugAppName, appName ?? (document.title || 'Sppock')],
    [messages.debugMode, mode ?? messages.debugModeUnknown],
  ];
  return (
    <>
      <Section title={messages.debugConfiguration}>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section title={messages.debugIssues}>
        {issues.length > 0 ? (
          <ul className={styles.issues}>
            {issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        ) : (
          <p className={styles.noIssues}>{messages.debugNoIssues}</p>
        )}
      </Section>
    </>
  );
}

function ConnectionSection() {
  const messages = useChatPanelsMessages();
  const check = useConnectionCheck();
  return (
    <Section title={messages.debugConnection} hint={messages.debugConnectionHint}>
      <div className={styles.row}>
        <Button variant="secondary" size="sm" loading={check.isPending} onClick={() => check.mutate()}>
          {check.isPending ? messages.debugRunning : messages.debugConnectionRun}
        </Button>
      </div>
      <div aria-live="polite">{check.data ? <DiagnosticOutcome result={check.data} /> : null}</div>
    </Section>
  );
}

function EndpointSection() {
  const messages = useChatPanelsMessages();
  const check = useEndpointCheck();
  const [chosen, setChosen] = useState(DIAGNOSTIC_ENDPOINTS[0]?.id ?? '');
  const endpoint = DIAGNOSTIC_ENDPOINTS.find((entry) => entry.id === chosen);
  return (
    <Section title={messages.debugEndpoint}>
      <div className={styles.row}>
        <Select
          className={styles.grow}
          label={messages.debugEndpointLabel}
          options={DIAGNOSTIC_ENDPOINTS.map((entry) => ({
            value: entry.id,
            label: `${entry.label} — ${entry.route}`,
          }))}
          value={chosen}
          onValueChange={setChosen}
        />
        <Button
          variant="secondary"
          loading={check.isPending}
          disabled={!endpoint}
          onClick={() => endpoint && check.mutate(endpoint)}
        >
          {check.isPending ? messages.debugRunning : messages.debugEndpointRun}
        </Button>
      </div>
      <div aria-live="polite">{check.data ? <DiagnosticOutcome result={check.data} /> : null}</div>
    </Section>
  );
}

function LoginSection() {
  const messages = useChatPanelsMessages();
  const formsMessages = useFormsMessages();
  const check = useLoginCheck();
  const form = useSppockForm<{ email: string; password: string }>({
    defaultValues: { email: '', password: '' },
  });
  return (
    <Section title={messages.debugLogin} hint={messages.debugLoginHint}>
      <Form
        form={form}
        onSubmit={(credentials) => check.mutateAsync({ ...credentials, email: credentials.email.trim() })}
      >
        <FormTextField
          name="email"
          type="email"
          autoComplete="off"
          label={messages.debugLoginEmail}
          rules={{ validate: checks(emailAddress(formsMessages)) }}
        />
        <FormPasswordField
          name="password"
          autoComplete="off"
          label={messages.debugLoginPassword}
          rules={{ validate: checks(required(messages.debugLoginPasswordRequired)) }}
        />
        <div className={styles.row}>
          <SubmitButton variant="secondary" size="sm" pendingLabel={messages.debugRunning}>
            {messages.debugLoginRun}
          </SubmitButton>
        </div>
      </Form>
      <div aria-live="polite">
        {check.data ? <DiagnosticOutcome result={check.data} notice={check.data.notice} /> : null}
      </div>
    </Section>
  );
}
