import type { components } from '@sppock/sdk';
import { useCustomAgents } from '@sppock/sdk/react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSelect } from '../forms/FormSelect';
import { FormTextField } from '../forms/FormTextField';
import { checks, required } from '../forms/rules';
import * as styles from './account.css';
import { whatsappTexts as texts } from './whatsappMessages';

type Responder = components['schemas']['WhatsappResponder'];

/** The responder part of the WhatsApp forms (connect and settings). */
export interface ResponderValues {
  responder: Responder;
  customAgentId: string;
  templateName: string;
}

const RESPONDERS: Responder[] = ['faq_chatbot', 'commander', 'custom_agent'];

/**
 * Who answers on WhatsApp and the template outside the 24-hour window, inside a `<Form>` whose
 * values include `ResponderValues`. The custom agents are read only once 'custom_agent' is
 * chosen; outside Enterprise the server's 403 says it is the plan's.
 */
export function WhatsappResponderFields() {
  const { control } = useFormContext<ResponderValues>();
  const responder = useWatch<ResponderValues, 'responder'>({ control, name: 'responder' });
  const custom = responder === 'custom_agent';
  const agents = useCustomAgents({ enabled: custom });
  return (
    <>
      <FormSelect<ResponderValues, 'responder'>
        control={control}
        name="responder"
        label={texts.responder}
        options={RESPONDERS.map((value) => ({ value, label: texts.responders[value] }))}
      />
      {custom ? (
        agents.isSuccess ? (
          <FormSelect<ResponderValues, 'customAgentId'>
            control={control}
            name="customAgentId"
            label={texts.customAgent}
            placeholder={texts.customAgentPlaceholder}
            rules={{ validate: checks(required(texts.customAgentRequired)) }}
            options={agents.data.agents.map((agent) => ({ value: agent.id, label: agent.name }))}
          />
        ) : agents.isError ? (
          <p className={styles.note} role="alert">
            {agents.error.status === 403 ? texts.customAgentsPlan : agents.error.message}
          </p>
        ) : (
          <p className={styles.note} role="status">
            {texts.customAgentsLoading}
          </p>
        )
      ) : null}
      <FormTextField<ResponderValues, 'templateName'>
        control={control}
        name="templateName"
        label={texts.templateName}
        description={texts.templateNameHint}
        placeholder="retomada_atendimento"
        maxLength={512}
        rules={{
          validate: (value) =>
            value.trim() === '' || /^[a-z0-9_]+$/.test(value.trim()) ? true : texts.templateNameInvalid,
        }}
      />
    </>
  );
}

/** The request fields of the responder values (empty strings are nulls). */
export function responderRequest(values: ResponderValues) {
  return {
    responder: values.responder,
    custom_agent_id: values.responder === 'custom_agent' ? values.customAgentId || null : null,
    template_name: values.templateName.trim() || null,
  };
}
