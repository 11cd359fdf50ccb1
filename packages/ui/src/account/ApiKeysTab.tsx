import { type components, formatDateTime } from '@sppock/sdk';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '@sppock/sdk/react';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Form } from '../forms/Form';
import { FormCheckbox } from '../forms/FormCheckbox';
import { FormError } from '../forms/FormError';
import { FormTextField } from '../forms/FormTextField';
import { checks, required } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { Badge } from '../primitives/Badge/Badge';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import { ApiKeySecretDialog } from './ApiKeySecretDialog';
import * as own from './ApiKeysTab.css';
import * as styles from './account.css';
import { apiKeysTexts as texts } from './apiKeysMessages';

type ApiKey = components['schemas']['ApiKey'];
type ApiKeyScope = components['schemas']['ApiKeyScope'];

interface KeyValues {
  name: string;
  chat: boolean;
  read: boolean;
  /** A key of the Enterprise team (only offered to the team's owner). */
  team: boolean;
}

const NEW_KEY: KeyValues = { name: '', chat: true, read: false, team: false };
const NAME_MAX = 60;

function ApiKeyItem({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  return (
    <li className={styles.stack}>
      <div className={styles.cardHeaderRow}>
        <h4 className={styles.groupTitle}>
          {apiKey.name}
          {apiKey.team ? (
            <>
              {' '}
              <Badge tone="accent">{texts.teamBadge}</Badge>
            </>
          ) : null}
        </h4>
        <div className={styles.actions}>
          <ConfirmDialog
            title={texts.revokeTitle(apiKey.name)}
            description={texts.revokeDescription}
            confirmLabel={texts.revoke}
            cancelLabel={texts.cancel}
            tone="danger"
            onConfirm={async () => {
              try {
                const done = await revoke.mutateAsync(apiKey.id);
                toast.success(done.message);
              } catch (error) {
                toast.error((error as Error).message);
              }
            }}
            trigger={
              <Button size="sm" variant="ghost" leadingIcon={<Trash2 size={14} aria-hidden="true" />}>
                {texts.revoke}
              </Button>
            }
          />
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{texts.hintLabel}</dt>
          <dd className={styles.factValue}>
            <code>{apiKey.hint}</code>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{texts.scopesLabel}</dt>
          <dd className={styles.factValue}>
            {apiKey.scopes.map((scope) => texts.scopeNames[scope]).join(', ')}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{texts.createdLabel}</dt>
          <dd className={styles.factValue}>{formatDateTime(apiKey.created_at)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{texts.lastUsedLabel}</dt>
          <dd className={styles.factValue}>
            {apiKey.last_used_at ? formatDateTime(apiKey.last_used_at) : texts.neverUsed}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/**
 * The 'Chaves de API' tab (issue 30): creates a named key with its permissions and shows the
 * secret once (`ApiKeySecretDialog`); lists the active keys with their permissions and last use,
 * each revocable after a confirmation. An Enterprise team's owner may make the key the team's
 * (usage on the team's pool); team keys are marked 'Equipe' in the list.
 */
export function ApiKeysTab() {
  const titleId = useId();
  const listId = useId();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const form = useSppockForm<KeyValues>({ defaultValues: NEW_KEY });
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);

  const submit = async (values: KeyValues) => {
    const scopes: ApiKeyScope[] = [
      ...(values.chat ? (['chat'] as const) : []),
      ...(values.read ? (['conversations:read'] as const) : []),
    ];
    try {
      const result = await create.mutateAsync({
        name: values.name.trim(),
        scopes,
        ...(values.team && keys.data?.can_create_team_keys ? { team: true } : {}),
      });
      setCreated({ name: result.key.name, secret: result.secret });
      form.reset(NEW_KEY);
    } catch (error) {
      showServerErrors(form, { message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <div className={styles.stack}>
      <CardRoot as="section" aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle id={titleId}>{texts.title}</CardTitle>
          <CardDescription>{texts.description}</CardDescription>
        </CardHeader>
        <CardContent>
          <Form form={form} onSubmit={submit}>
            <FormError />
            <FormTextField
              control={form.control}
              name="name"
              rules={{
                validate: checks<string>(required(texts.nameRequired), (value) =>
                  value.trim().length > NAME_MAX ? texts.nameRequired : null,
                ),
              }}
              label={texts.name}
              placeholder={texts.namePlaceholder}
              maxLength={NAME_MAX}
              required
            />
            <fieldset className={own.scopes}>
              <legend className={styles.factLabel}>{texts.scopesLegend}</legend>
              <FormCheckbox control={form.control} name="chat" label={texts.scopeChat} />
              <FormCheckbox
                control={form.control}
                name="read"
                label={texts.scopeRead}
                rules={{
                  validate: (value, values) =>
                    (value && values.team ? texts.teamChatOnly : null) ??
                    (value || values.chat || texts.scopesRequired),
                }}
              />
            </fieldset>
            {keys.data?.can_create_team_keys ? (
              <fieldset className={own.scopes}>
                <legend className={styles.factLabel}>{texts.teamLegend}</legend>
                <FormCheckbox
                  control={form.control}
                  name="team"
                  label={texts.teamChoice}
                  description={texts.teamChoiceHint}
                />
              </fieldset>
            ) : null}
            <div className={styles.formFooter}>
              <SubmitButton pendingLabel={texts.creating}>{texts.create}</SubmitButton>
            </div>
          </Form>
        </CardContent>
      </CardRoot>
      <CardRoot as="section" aria-labelledby={listId}>
        <CardHeader>
          <CardTitle id={listId}>
            {texts.keysTitle(keys.data?.keys.length ?? 0, keys.data?.max_keys ?? 20)}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {keys.isError ? (
            <LoadError
              title={texts.loadError}
              message={keys.error.message}
              onRetry={() => void keys.refetch()}
              retrying={keys.isFetching}
            />
          ) : !keys.data ? (
            <div className={styles.loading}>
              <Spinner />
            </div>
          ) : keys.data.keys.length === 0 ? (
            <p className={styles.factEmpty}>{texts.empty}</p>
          ) : (
            <ul className={styles.stack}>
              {keys.data.keys.map((apiKey) => (
                <ApiKeyItem key={apiKey.id} apiKey={apiKey} />
              ))}
            </ul>
          )}
        </CardContent>
      </CardRoot>
      <ApiKeySecretDialog created={created} onClose={() => setCreated(null)} />
    </div>
  );
}
