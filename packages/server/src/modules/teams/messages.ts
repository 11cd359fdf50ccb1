// The teams module's pt-BR copy (issue 21: the Enterprise plan's team of up to 10).

const FULL_HINT =
  "Usuários extras são liberados sob consulta, com preço promocional: peça em 'Agendar Demo Enterprise', na página inicial.";

export const TEAM_MESSAGES = {
  noTeam: 'Você não faz parte de uma equipe. Equipes são do plano Enterprise.',
  ownerOnly: 'Só o dono da equipe pode fazer isso.',
  teamFull: (limit: number) => `Sua equipe já ocupa os ${limit} lugares do plano Enterprise. ${FULL_HINT}`,
  invalidEmail: 'Informe um e-mail válido.',
  alreadyMember: (email: string) => `${email} já faz parte da equipe.`,
  alreadyInvited: (email: string) =>
    `${email} já tem um convite aberto. Use "Reenviar" para mandar o e-mail de novo.`,
  invited: (email: string) => `Convite enviado para ${email}.`,
  resent: (email: string) => `Convite reenviado para ${email}.`,
  revoked: (email: string) => `Convite para ${email} revogado.`,
  invitationNotFound: 'Convite não encontrado.',
  invalidToken:
    'Este convite não é válido: ele já foi usado ou revogado. Peça um novo convite ao dono da equipe.',
  expiredToken: 'Este convite expirou. Peça um novo convite ao dono da equipe.',
  wrongEmail: (email: string) =>
    `Este convite foi enviado para outro e-mail. Entre com a conta de ${email} para aceitá-lo.`,
  inAnotherTeam: 'Você já faz parte de uma equipe. Saia dela antes de aceitar outro convite.',
  checkoutInProgress:
    'Você tem um pagamento de plano em andamento. Conclua-o ou deixe-o expirar antes de entrar numa equipe.',
  ownsPaidPlan:
    'Você tem uma assinatura paga própria. Cancele-a (ou mude para o Freemium) antes de entrar numa equipe.',
  joined: (owner: string) => `Você agora faz parte da equipe de ${owner}, no plano Enterprise.`,
  accountExists: 'Já existe uma conta com este e-mail. Entre com ela para aceitar o convite.',
  passwordsDiffer: 'As senhas não coincidem.',
  termsRequired: 'Você precisa aceitar os termos de uso.',
  blankName: 'Informe nome e sobrenome.',
  memberNotFound: 'Membro não encontrado.',
  ownerCannotLeave: 'Você é o dono da equipe: passe a equipe a outro membro antes de sair.',
  alreadyOwner: 'Você já é o dono da equipe.',
  removed: (name: string) => `${name} saiu da equipe e voltou ao plano Free.`,
  left: 'Você saiu da equipe e voltou ao plano Free. Suas conversas continuam com você.',
  transferred: (name: string) =>
    `${name} agora é o dono da equipe, com a assinatura Enterprise e os agentes personalizados dela.`,
  ownerAlwaysCreatesAgents: 'Você é o dono da equipe: você sempre pode criar agentes personalizados.',
  agentsAllowed: (name: string) => `${name} agora pode criar agentes personalizados para a equipe.`,
  agentsDisallowed: (name: string) =>
    `${name} não cria mais agentes personalizados. Os agentes que criou continuam na equipe, com você.`,
  tooManyInvitations: 'Muitos convites enviados. Tente novamente mais tarde.',
  tooManyAttempts: 'Muitas tentativas. Tente novamente em alguns minutos.',
  inviteEmailSubject: (owner: string) => `${owner} convidou você para a equipe no Sppock`,
  inviteEmailBody: (owner: string, link: string, expires: string) =>
    `${owner} convidou você para a equipe dele no Sppock, no plano Enterprise: os mesmos agentes e o mesmo limite de uso da equipe.\n\nPara aceitar, abra o link abaixo (vale até ${expires}). Se você ainda não tem conta, crie a sua pelo próprio link.\n\n${link}\n\nSe não esperava este convite, ignore este e-mail.`,
} as const;
