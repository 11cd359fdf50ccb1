// The payments module's pt-BR copy, as the plans page and the account area show it.

export const PAYMENT_MESSAGES = {
  invalidPlan: 'Plano inválido. Escolha freemium, professional ou enterprise.',
  samePlan: (name: string) => `Você já está no plano ${name}.`,
  planChanged: (name: string) => `Plano atualizado para ${name} com sucesso!`,
  checkout: (name: string) => `Você será redirecionado para concluir o pagamento do plano ${name}.`,
  reactivated: 'Assinatura reativada com sucesso!',
  downgraded: 'Plano alterado para Freemium. Sua assinatura paga foi cancelada.',
  noSubscription: 'Você não possui uma assinatura ativa para cancelar.',
  alreadyScheduled: 'O cancelamento da sua assinatura já está agendado.',
  /** A plan paid by Pix renews only by a new Pix (issue 31 §2): nothing to cancel. */
  pixNothingToCancel: (date: string) =>
    `Um plano pago com Pix não se renova sozinho, então não há o que cancelar: sem um novo Pix, ele volta ao Freemium em ${date}.`,
  cancelScheduled: (date: string) =>
    `Sua assinatura será cancelada ao fim do período atual (${date}). Você continua com acesso até lá.`,
  deleteConfirm: 'Digite DELETAR para confirmar',
  accountDeleted: 'Conta excluída permanentemente.',
  subscriptionNotFound: 'Assinatura não encontrada.',
  subscriptionCanceled: 'Esta assinatura foi cancelada e não pode ser alterada.',
  subscriptionSamePlan: (name: string) => `A assinatura já está no plano ${name}.`,
  invalidAmount: 'Valor inválido: informe o valor em centavos, a partir de 1.',
  invalidCurrency: 'Moeda inválida: use brl.',
  pixPlanSwitch: (plan: string, until: string) =>
    `Seu plano ${plan} está pago com Pix até ${until} e não muda de plano sem um novo pagamento. Para mudar, gere o Pix do novo plano depois dessa data.`,
  invalidExtraBlocks: 'Quantidade inválida: escolha de 1 a 50 blocos de 100 mil tokens.',
  planFromTeam: (owner: string) => {
    const who = owner || 'o dono da equipe';
    return `Seu plano Enterprise vem da equipe de ${who}: compras e trocas de plano são feitas pelo dono da equipe. Fale com ${who}.`;
  },
} as const;
