// pt-BR copy of the API keys (issue 30): the account's key list and the API surfaces' refusals.
import { API_KEY_NAME_MAX, MAX_API_KEYS } from './limits.ts';

export const API_KEY_MESSAGES = {
  invalidName: `Dê à chave um nome de 1 a ${API_KEY_NAME_MAX} caracteres.`,
  invalidScopes: 'Escolha ao menos uma permissão: chat ou leitura de conversas.',
  invalidRequest: 'Dados inválidos para a chave de API.',
  tooMany: `Você já tem ${MAX_API_KEYS} chaves de API ativas. Revogue uma antes de criar outra.`,
  notFound: 'Chave de API não encontrada.',
  teamOwnerOnly: 'Só o dono de uma equipe no plano Enterprise cria chaves da equipe.',
  /** A team key acts as its owner: reading conversations would open the owner's personal ones. */
  teamKeyChatOnly:
    'Uma chave da equipe só tem a permissão de chat: a leitura de conversas abriria as suas conversas pessoais a quem usa a chave.',
  /** A team key whose creator no longer owns the team on Enterprise (the API surfaces). */
  teamKeyInvalid:
    'Esta chave da equipe não vale mais: quem a criou não é dono de uma equipe no plano Enterprise. Crie uma chave nova.',
  created: (name: string) => `Chave "${name}" criada. Copie agora: ela não será mostrada de novo.`,
  revoked: (name: string) => `Chave "${name}" revogada. Quem a usava perdeu o acesso na hora.`,
  /** The API surfaces (/v1, /mcp). */
  missingKey: 'Informe a chave de API no cabeçalho Authorization: Bearer spk_…',
  invalidKey: 'Chave de API inválida ou revogada.',
  scopeMissing: (scope: string) => `Esta chave não tem a permissão "${scope}".`,
  rateLimited: (seconds: number) =>
    `Muitas chamadas com esta chave. Tente de novo em ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}.`,
} as const;
