// The Commander (chatsppock): the general assistant that routes each message to the right agent.
// Offline it cannot converse, so it answers extractively and honestly: what it understood, which
// agent fits (and which plan unlocks it), and what each agent does without a model.
import { agentCatalogueEntry } from '@sppock/sdk/domain';
import { PLAN_LABELS } from '../../../payments/plans.ts';
import { earlierRequest, inline, offlineAnswerOf, quote } from '../offline.ts';
import { composeSystemPrompt } from '../prompts.ts';
import type { AgentDefinition, OfflineInput } from '../types.ts';

function suggestionSection(input: OfflineInput, specialists: readonly AgentDefinition[]): string | undefined {
  const chosen = input.suggestion && specialists.find((agent) => agent.type === input.suggestion?.agent);
  if (!chosen) {
    return undefined;
  }
  const { name, description } = chosen.metadata;
  const lines = [`**${name}** — ${description}`];
  const locked = input.suggestion?.requiredPlan;
  if (locked) {
    lines.push(
      `Esse agente não faz parte do seu plano: ele é liberado no plano ${PLAN_LABELS[locked]}. Veja os planos em /pricing para fazer o upgrade.`,
    );
  } else {
    lines.push(`No modo offline, o ${name} ${chosen.offlineScope}`);
    lines.push(
      chosen.form
        ? `Abra o ${name} e preencha o formulário para receber o resultado.`
        : `Seu pedido foi encaminhado a ele.`,
    );
  }
  return ['## Agente indicado', ...lines].join('\n\n');
}

function catalogueSection(specialists: readonly AgentDefinition[]): string {
  const visible = specialists.filter((agent) => !agent.metadata.hidden);
  return [
    '## O que cada agente faz no modo offline',
    visible.map((agent) => `- **${agent.metadata.name}** ${agent.offlineScope}`).join('\n'),
  ].join('\n\n');
}

/** The Commander needs the other agents to say which fits; they are passed in to avoid a cycle. */
export function createCommander(specialists: () => readonly AgentDefinition[]): AgentDefinition {
  return {
    type: 'chatsppock',
    metadata: agentCatalogueEntry('chatsppock'),
    systemPrompt: composeSystemPrompt({
      role: 'Você é o Sppock Commander, o assistente geral da Sppock para empresários e profissionais brasileiros. Você responde perguntas de negócios com clareza e, quando um agente especializado da Sppock faz melhor o trabalho, diz qual é e por quê.',
      rules: [
        'Responda a perguntas gerais diretamente, em poucos parágrafos.',
        'Quando o pedido for de um agente especializado (e-mail, conteúdo, funil, reunião, concorrência, leads, fornecedores, dados, brainstorm), diga qual agente usar.',
        'Lembre-se do que foi dito antes na conversa e responda às perguntas de continuação no mesmo contexto.',
        'Se o agente indicado não fizer parte do plano do usuário, diga qual plano o libera.',
      ],
      output: [
        ['Resposta', 'a resposta ao pedido.'],
        ['Próximo passo', 'opcional: o agente indicado ou o que o usuário pode fazer em seguida.'],
      ],
    }),
    capabilities: { usesWebSearch: false, longRunning: false },
    offlineScope: 'entende o pedido e indica o agente certo (a escolha do agente funciona sem modelo).',
    offlineAnswer: (input) => {
      const earlier = earlierRequest(input);
      const understood = [
        '## O que entendi',
        quote(input.message),
        earlier && earlier !== input.message
          ? `Na mesma conversa, você pediu antes: ${inline(earlier, 200)}`
          : '',
      ].filter((part) => part !== '');
      const suggestion = suggestionSection(input, specialists());
      return offlineAnswerOf([
        understood.join('\n\n'),
        suggestion ??
          [
            '## Resposta',
            'No modo offline eu não converso livremente: sem um modelo de linguagem, não consigo responder perguntas abertas sem arriscar inventar. Posso encaminhar o seu pedido ao agente certo, e vários deles fazem o trabalho de verdade mesmo offline.',
          ].join('\n\n'),
        catalogueSection(specialists()),
      ]);
    },
    resultActivity: null,
  };
}
