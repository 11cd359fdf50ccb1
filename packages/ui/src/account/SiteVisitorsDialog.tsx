import { type components, SITE_MONTHLY_MESSAGES_MAX } from '@sppock/sdk';
import { useCustomAgents, useUpdateEmbedSite } from '@sppock/sdk/react';
import { useEffect, useId } from 'react';
import { Form } from '../forms/Form';
import { FormCheckbox } from '../forms/FormCheckbox';
import { FormError } from '../forms/FormError';
import { FormTextField } from '../forms/FormTextField';
import { checks, required } from '../forms/rules';
import { SubmitButton } from '../forms/SubmitButton';
import { showServerErrors } from '../forms/serverErrors';
import { useSppockForm } from '../forms/useSppockForm';
import { Button } from '../primitives/Button/Button';
import { Checkbox } from '../primitives/Checkbox/Checkbox';
import {
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogRoot,
  DialogTitle,
} from '../primitives/Dialog/Dialog';
import { Spinner } from '../primitives/Spinner/Spinner';
import { toast } from '../primitives/Toaster/toastStore';
import * as styles from './account.css';
import * as own from './IntegrationsTab.css';
import { integrationsTexts as texts } from './integrationsMessages';

type EmbedSite = components['schemas']['EmbedSite'];
type CustomAgent = components['schemas']['CustomAgent'];

interface VisitorValues {
  /** The monthly budget as typed (digits only). */
  budget: string;
  /** Published or not, by custom agent id. */
  agents: Record<string, boolean>;
}

type VisitorForm = ReturnType<typeof useSppockForm<VisitorValues>>;

function valuesOf(site: EmbedSite): VisitorValues {
  return {
    budget: String(site.monthly_messages),
    agents: Object.fromEntries(site.published_agents.map((agent) => [agent.id, true])),
  };
}

/** An owner-only agent: offered disabled, with why in readable text beside it. */
function OwnerOnlyAgent({ agent }: { agent: CustomAgent }) {
  const whyId = useId();
  return (
    <div>
      <Checkbox label={agent.name} disabled checked={false} aria-describedby={whyId} />
      <p id={whyId} className={styles.note}>
        {texts.ownerOnlyAgent}
      </p>
    </div>
  );
}

/** The agents the owner may publish (team agents they edit) and the owner-only ones, disabled. */
function PublishedAgents({ form, agents }: { form: VisitorForm; agents: CustomAgent[] }) {
  const editable = agents.filter((agent) => agent.can_edit);
  if (editable.length === 0) {
    return <p className={styles.factEmpty}>{texts.noAgents}</p>;
  }
  return (
    <>
      {editable.map((agent) =>
        agent.audience === 'team' ? (
          <FormCheckbox
            key={agent.id}
            control={form.control}
            name={`agents.${agent.id}`}
            label={agent.name}
          />
        ) : (
          <OwnerOnlyAgent key={agent.id} agent={agent} />
        ),
      )}
    </>
  );
}

export interface SiteVisitorsDialogProps {
  site: EmbedSite;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * What a partner site's anonymous Commander visitors may use (issue 25): the site's monthly
 * budget of visitor messages and the custom agents published to it. Owner-only agents show,
 * disabled, with why; outside the Enterprise plan only the budget is offered.
 */
export function SiteVisitorsDialog({ site, open, onOpenChange }: SiteVisitorsDialogProps) {
  const update = useUpdateEmbedSite();
  const agents = useCustomAgents({ enabled: open });
  const form = useSppockForm<VisitorValues>({ defaultValues: valuesOf(site) });

  // Each opening starts from the site as saved.
  useEffect(() => {
    if (open) {
      form.reset(valuesOf(site));
    }
  }, [open, site, form]);

  const save = async (values: VisitorValues) => {
    const publishable = new Set(
      (agents.data?.agents ?? [])
        .filter((agent) => agent.can_edit && agent.audience === 'team')
        .map((a) => a.id),
    );
    try {
      const saved = await update.mutateAsync({
        id: site.id,
        patch: {
          monthly_messages: Number(values.budget),
          // Without the list of agents (loading, another plan) the published ones are left alone.
          ...(agents.isSuccess
            ? {
                published_agents: Object.entries(values.agents)
                  .filter(([id, checked]) => checked && publishable.has(id))
                  .map(([id]) => id),
              }
            : {}),
        },
      });
      toast.success(saved.message);
      onOpenChange(false);
    } catch (error) {
      showServerErrors(form, { message: error instanceof Error ? error.message : String(error) });
    }
  };

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md">
        <DialogHeader>
          <DialogTitle>{texts.visitorsTitle(site.name)}</DialogTitle>
          <DialogDescription>{texts.visitorsDescription}</DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={save}>
          <FormError />
          <FormTextField
            control={form.control}
            name="budget"
            label={texts.budget}
            description={texts.budgetHint(SITE_MONTHLY_MESSAGES_MAX)}
            inputMode="numeric"
            parse={(text) => text.replace(/\D/g, '').slice(0, 6)}
            rules={{
              validate: checks<string>(required(texts.budgetRequired), (value) =>
                Number(value) > SITE_MONTHLY_MESSAGES_MAX
                  ? texts.budgetTooHigh(SITE_MONTHLY_MESSAGES_MAX)
                  : null,
              ),
            }}
            required
          />
          <fieldset className={own.widgets}>
            <legend className={styles.factLabel}>{texts.publishLegend}</legend>
            <p className={styles.note}>{texts.publishHint}</p>
            {agents.isSuccess ? (
              <PublishedAgents form={form} agents={agents.data.agents} />
            ) : agents.isError ? (
              <p className={styles.factEmpty}>
                {agents.error.status === 403 ? texts.agentsPlan : texts.agentsError}
              </p>
            ) : (
              <div className={styles.loading} role="status">
                <Spinner />
                <span>{texts.agentsLoading}</span>
              </div>
            )}
          </fieldset>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {texts.cancel}
            </Button>
            <SubmitButton pendingLabel={texts.savingVisitors}>{texts.saveVisitors}</SubmitButton>
          </DialogFooter>
        </Form>
      </DialogContent>
    </DialogRoot>
  );
}
