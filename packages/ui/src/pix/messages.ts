/**
 * pt-BR copy of paying with Pix (issue 31 §2): extra tokens in Minha Conta › Uso de Tokens, a
 * period of a plan on /pricing and its renewal in Minha Conta › Assinatura. Override any entry
 * with `<SppockMessagesProvider messages={{ pix: … }}>`.
 */
const HOW_TO_PAY = 'Abra o app do seu banco, escolha pagar com Pix e leia o QR code ou cole o código.';

export const pixMessages = {
  pay: 'Pagar com Pix',
  renew: 'Renovar com Pix',
  title: 'Pague com Pix',
  instructions: `${HOW_TO_PAY} Os tokens valem assim que o banco confirmar o pagamento.`,
  planInstructions: `${HOW_TO_PAY} O plano vale assim que o banco confirmar o pagamento.`,
  qrAlt: 'QR code do Pix',
  copyLabel: 'Pix copia e cola',
  copy: 'Copiar código',
  copied: 'Código Pix copiado.',
  copyFailed: 'Não foi possível copiar. Selecione o código e copie manualmente.',
  expiresIn: (clock: string) => `Expira em ${clock}`,
  waiting: 'Aguardando a confirmação do pagamento...',
  paid: (tokens: string) =>
    `Pagamento Pix confirmado: ${tokens} tokens extras adicionados ao seu ciclo atual.`,
  planPaid: (plan: string) => `Pagamento Pix confirmado: seu plano ${plan} vale por mais 30 dias.`,
  expired: 'O código Pix expirou',
  expiredHint: 'Nenhum valor foi cobrado. Gere um novo código para pagar.',
  failed: 'O pagamento Pix não foi concluído',
  regenerate: 'Gerar novo código',
  close: 'Fechar',
  amount: (tokens: string, price: string) => `${tokens} tokens extras por ${price}`,
  planAmount: (plan: string, price: string) => `Plano ${plan} por 30 dias: ${price}`,

  // A plan period (the dialog of /pricing and of Minha Conta › Assinatura).
  planDialogTitle: (plan: string) => `Plano ${plan} com Pix`,
  renewDialogTitle: (plan: string) => `Renovar o plano ${plan} com Pix`,
  planDialogDescription:
    'Um Pix paga 30 dias do plano pelo preço mensal, sem cobrança automática. Perto do fim, um lembrete pede o Pix da renovação; sem ele, a conta volta ao Freemium.',
  renewDialogDescription: 'Os 30 dias começam quando termina o período já pago: nenhum dia se perde.',
  creating: 'Gerando o código Pix...',
  refused: 'Não foi possível gerar o Pix',
  tryAgain: 'Tentar de novo',
};

export type PixMessages = typeof pixMessages;

/** `mm:ss` of the seconds left (never negative). */
export function formatCountdown(secondsLeft: number): string {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
