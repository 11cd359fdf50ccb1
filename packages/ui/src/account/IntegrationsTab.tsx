import type { components } from '@sppock/sdk';
import { useCreateEmbedSite, useDeleteEmbedSite, useEmbedSites } from '@sppock/sdk/react';
import { Copy, Trash2, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Form } from '../forms/Form';
import { FormCheckbox } from '../forms/FormCheckbox';
import { FormError } from '../forms/FormError';
import { FormTextarea } from '../forms/FormTextarea';
import { FormTextField } from '../forms/FormTextField';
import { checks, required } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { visuallyHidden } from '../internal/styles.css';
import { Button } from '../primitives/Button/Button';
import { CardContent, CardDescription, CardHeader, CardRoot, CardTitle } from '../primitives/Card/Card';
import { ConfirmDialog } from '../primitives/ConfirmDialog/ConfirmDialog';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import { LoadError } from '../shell/LoadError';
import * as styles from './account.css';
import * as own from './IntegrationsTab.css';
import { integrationsTexts as texts } from './integrationsMessages';
import { SiteVisitorsDialog } from './SiteVisitorsDialog';
import { WhatsappCard } from './WhatsappCard';

type EmbedSite = components['schemas']['EmbedSite'];

type EmbedWidget = components['schemas']['EmbedWidget'];

interface SiteValues {
  name: string;
  origins: string;
  chatbot: boolean;
  commander: boolean;
}

const NEW_SITE: SiteValues = { name: '', origins: '', chatbot: true, commander: false };

/** The lines of the origins field, trimmed, without blanks. */
const originLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The lines a partner pastes into their page: the loader and one element per widget of the site. */
export function embedSnippet(
  serverOrigin: string,
  siteKey: string,
  widgets: readonly EmbedWidget[] = ['chatbot'],
): string {
  const lines = [`<script src="${serverOrigin}/embed/sppock-embed.js" async></script>`];
  if (widgets.includes('chatbot')) {
    lines.push(`<sppock-chatbot site-key="${siteKey}"></sppock-chatbot>`);
  }
  if (widgets.includes('commander')) {
    // Beside the chatbot, the Commander's launcher takes the other corner.
    const corner = widgets.includes('chatbot') ? ' position="bottom-left"' : '';
    lines.push(`<sppock-commander site-key="${siteKey}"${corner}></sppock-commander>`);
  }
  return lines.join('\n');
}

function SiteCard({ site, serverOrigin }: { site: EmbedSite; serverOrigin: string }) {
  const remove = useDeleteEmbedSite();
  const [visitorsOpen, setVisitorsOpen] = useState(false);
  const commander = site.widgets.includes('commander');
  const snippet = embedSnippet(serverOrigin, site.site_key, site.widgets);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      toast.success(texts.copied);
    } catch {
      toast.error(texts.copyError);
    }
  };
  return (
    <li className={styles.stack}>
      <div className={styles.cardHeaderRow}>
        <h4 className={styles.groupTitle}>{site.name}</h4>
        <div className={styles.actions}>
          <Button
            size="sm"
            variant="secondary"
            leadingIcon={<Copy size={14} aria-hidden="true" />}
            onClick={copy}
          >
            {texts.copy}
          </Button>
          {commander ? (
            <Button
              size="sm"
              variant="secondary"
              leadingIcon={<Users size={14} aria-hidden="true" />}
              onClick={() => setVisitorsOpen(true)}
            >
              {texts.editVisitors}
            </Button>
          ) : null}
          <ConfirmDialog
            title={texts.removeTitle(site.name)}
            description={texts.removeDescription}
            confirmLabel={texts.remove}
            cancelLabel={texts.cancel}
            tone="danger"
            onConfirm={async () => {
              try {
                const done = await remove.mutateAsync(site.id);
                toast.success(done.message);
              } catch (error) {
                toast.error((error as Error).message);
              }
            }}
            trigger={
              <Button size="sm" variant="ghost" leadingIcon={<Trash2 size={14} aria-hidden="true" />}>
                {texts.remove}
              </Button>
            }
          />
        </div>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{texts.originsLabel}</dt>
          <dd className={styles.factValue}>{site.allowed_origins.join(', ')}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{texts.widgetsLabel}</dt>
          <dd className={styles.factValue}>
            {site.widgets.map((widget) => texts.widgetNames[widget]).join(', ')}
          </dd>
        </div>
        {commander ? (
          <>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{texts.visitorsLabel}</dt>
              <dd className={styles.factValue}>
                {site.monthly_messages === 0
                  ? texts.budgetPaused
                  : texts.budgetUsage(site.messages_this_month, site.monthly_messages)}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt className={styles.factLabel}>{texts.publishedLabel}</dt>
              <dd className={styles.factValue}>
                {site.published_agents.length > 0
                  ? site.published_agents.map((agent) => agent.name).join(', ')
                  : texts.publishedNone}
              </dd>
            </div>
          </>
        ) : null}
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{texts.siteKey}</dt>
          <dd className={styles.factValue}>
            <code>{site.site_key}</code>
          </dd>
        </div>
      </dl>
      <figure className={own.snippet}>
        <figcaption className={visuallyHidden}>{texts.snippetLabel(site.name)}</figcaption>
        <pre className={styles.note}>
          <code>{snippet}</code>
        </pre>
      </figure>
      {commander ? (
        <SiteVisitorsDialog site={site} open={visitorsOpen} onOpenChange={setVisitorsOpen} />
      ) : null}
    </li>
  );
}

export interface IntegrationsTabProps {
  /** Where partners load the embed from. @default the page's origin (the app and the API share it) */
  serverOrigin?: string;
}

/**
 * The 'Integrações' tab (issue 16): registers a partner site (name and exact origins) and shows
 * the snippet to copy into the partner's page; lists and removes the account's sites. A site with
 * the Commander shows its visitors' month against its budget and the custom agents published to
 * it, both edited in `SiteVisitorsDialog` (issue 25). Below them, the account's WhatsApp Business
 * number (`WhatsappCard`, issue 31).
 */
export function IntegrationsTab({ serverOrigin = globalThis.location?.origin ?? '' }: IntegrationsTabProps) {
  const titleId = useId();
  const listId = useId();
  const sites = useEmbedSites();
  const create = useCreateEmbedSite();
  const form = useSppockForm<SiteValues>({ defaultValues: NEW_SITE });

  const submit = async (values: SiteValues) => {
    try {
      const created = await create.mutateAsync({
        name: values.name.trim(),
        allowed_origins: originLines(values.origins),
        widgets: [
          ...(values.chatbot ? (['chatbot'] as const) : []),
          ...(values.commander ? (['commander'] as const) : []),
        ],
      });
      toast.success(created.message);
      form.reset(NEW_SITE);
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
              rules={{ validate: checks(required(texts.nameRequired)) }}
              label={texts.name}
              placeholder={texts.namePlaceholder}
              maxLength={100}
              required
            />
            <FormTextarea
              control={form.control}
              name="origins"
              rules={{
                validate: checks<string>(required(texts.originsRequired), (value) =>
                  originLines(value).length > 10 ? texts.originsTooMany : null,
                ),
              }}
              label={texts.origins}
              placeholder={texts.originsPlaceholder}
              description={texts.originsHint}
              minHeight={72}
              maxHeight={200}
              required
            />
            <fieldset className={own.widgets}>
              <legend className={styles.factLabel}>{texts.widgetsLegend}</legend>
              <FormCheckbox control={form.control} name="chatbot" label={texts.widgetChatbot} />
              <FormCheckbox
                control={form.control}
                name="commander"
                label={texts.widgetCommander}
                rules={{ validate: (value, values) => value || values.chatbot || texts.widgetsRequired }}
              />
            </fieldset>
            <div className={styles.formFooter}>
              <SubmitButton pendingLabel={texts.creating}>{texts.create}</SubmitButton>
            </div>
          </Form>
        </CardContent>
      </CardRoot>
      <CardRoot as="section" aria-labelledby={listId}>
        <CardHeader>
          <CardTitle id={listId}>
            {texts.sitesTitle(sites.data?.sites.length ?? 0, sites.data?.max_sites ?? 20)}
          </CardTitle>
        </CardHeader>
        <CardContent>
          {sites.isError ? (
            <LoadError
              title={texts.loadError}
              message={sites.error.message}
              onRetry={() => void sites.refetch()}
              retrying={sites.isFetching}
            />
          ) : !sites.data ? (
            <div className={styles.loading}>
              <Spinner />
            </div>
          ) : sites.data.sites.length === 0 ? (
            <p className={styles.factEmpty}>{texts.empty}</p>
          ) : (
            <ul className={styles.stack}>
              {sites.data.sites.map((site) => (
                <SiteCard key={site.id} site={site} serverOrigin={serverOrigin} />
              ))}
            </ul>
          )}
        </CardContent>
      </CardRoot>
      <WhatsappCard />
    </div>
  );
}
