import { PLAN_SEATS } from '@sppock/sdk';

/** pt-BR copy of the 'Equipe' tab (issue 21: the Enterprise plan's team of up to `PLAN_SEATS.enterprise`). */
export const teamMessages = {
  tab: 'Equipe',
  title: 'Equipe',
  ownerDescription: `Convide até ${PLAN_SEATS.enterprise} pessoas para usar o plano Enterprise com você. Tokens e conversas são um só limite para a equipe.`,
  memberDescription: (owner: string) =>
    `Você usa o plano Enterprise da equipe de ${owner}. Suas conversas são só suas.`,
  loadError: 'Erro ao carregar a equipe',
  seats: 'Lugares em uso',
  seatsValue: (used: number, limit: number) => `${used}/${limit}`,
  seatsReserved: (count: number) =>
    count === 1 ? '1 convite aberto reserva um lugar.' : `${count} convites abertos reservam lugares.`,
  membersTitle: 'Pessoas',
  owner: 'Dono',
  member: 'Membro',
  you: '(você)',
  joinedOn: (date: string) => `Desde ${date}`,
  remove: 'Remover',
  removeTitle: (name: string) => `Remover ${name} da equipe?`,
  removeDescription:
    'A pessoa volta ao plano Free e continua com as próprias conversas. Você pode convidá-la de novo depois.',
  makeOwner: 'Passar a equipe',
  makeOwnerTitle: (name: string) => `Passar a equipe para ${name}?`,
  makeOwnerDescription:
    'A assinatura Enterprise e os agentes personalizados vão junto com a equipe: a pessoa passa a convidar, remover, ver o uso e editar os agentes. Você continua na equipe como membro.',
  createsAgents: 'Cria agentes personalizados',
  createsAgentsDescription: 'Os agentes que a pessoa criar ficam na equipe, e ela edita os que criou.',
  createsAgentsBadge: 'Cria agentes',
  inviteTitle: 'Convidar por e-mail',
  inviteEmail: 'E-mail da pessoa',
  inviteEmailPlaceholder: 'nome@empresa.com.br',
  inviteEmailInvalid: 'Informe um e-mail válido.',
  invite: 'Enviar convite',
  inviteHint: 'O link do convite vale 7 dias. Quem não tem conta cria a sua pelo próprio link.',
  invitationsTitle: 'Convites abertos',
  invitationPending: 'Pendente',
  invitationExpired: 'Expirado',
  invitationExpires: (date: string) => `Vale até ${date}`,
  invitationExpiredOn: (date: string) => `Expirou em ${date}`,
  resend: 'Reenviar',
  revoke: 'Revogar',
  revokeTitle: (email: string) => `Revogar o convite para ${email}?`,
  revokeDescription: 'O link do convite deixa de valer e o lugar fica livre.',
  usageTitle: 'Uso por pessoa no ciclo',
  usageDescription: (start: string, end: string) =>
    `De ${start} a ${end}. A soma é o consumo do plano da equipe.`,
  usageTableCaption: 'Tokens, custo e conversas de cada pessoa',
  usageLoadError: 'Erro ao carregar o uso da equipe',
  usagePerson: 'Pessoa',
  usageTokens: 'Tokens',
  usageCost: 'Custo',
  usageConversations: 'Conversas',
  usageTotal: 'Total da equipe',
  leave: 'Sair da equipe',
  leaveTitle: 'Sair da equipe?',
  leaveDescription:
    'Você volta ao plano Free e continua com as suas conversas. Para voltar, peça um novo convite ao dono da equipe.',
  cancel: 'Cancelar',
} as const;

export type TeamMessages = typeof teamMessages;

/** pt-BR copy of the invitation screen (`/convite/:token`). */
export const invitationMessages = {
  title: 'Convite para a equipe',
  description: (owner: string, email: string) =>
    `${owner} convidou ${email} para a equipe no Sppock, no plano Enterprise.`,
  unavailableTitle: 'Convite indisponível',
  goHome: 'Ir para a página inicial',
  accept: 'Entrar na equipe',
  wrongAccount: (current: string, invited: string) =>
    `Você entrou como ${current}, mas o convite é para ${invited}. Saia e entre com a conta convidada.`,
  signInTitle: 'Entre para aceitar',
  signInText: (email: string) => `Já existe uma conta com ${email}. Entre com ela para aceitar o convite.`,
  signIn: 'Entrar',
  registerText: 'Crie sua conta: o e-mail já foi confirmado pelo convite.',
  email: 'E-mail',
  register: 'Criar conta e entrar na equipe',
  registering: 'Criando conta...',
  passwordsDiffer: 'As senhas não coincidem.',
  expiresOn: (date: string) => `O convite vale até ${date}.`,
} as const;
