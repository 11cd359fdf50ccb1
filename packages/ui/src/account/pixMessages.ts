/** pt-BR copy of the Pix payment of extra tokens (issue 31 §2). */
export const pixTexts = {
  pay: 'Pagar com Pix',
  title: 'Pague com Pix',
  instructions:
    'Abra o app do seu banco, escolha pagar com Pix e leia o QR code ou cole o código. Os tokens valem assim que o banco confirmar o pagamento.',
  qrAlt: 'QR code do Pix',
  copyLabel: 'Pix copia e cola',
  copy: 'Copiar código',
  copied: 'Código Pix copiado.',
  copyFailed: 'Não foi possível copiar. Selecione o código e copie manualmente.',
  expiresIn: (clock: string) => `Expira em ${clock}`,
  waiting: 'Aguardando a confirmação do pagamento...',
  paid: (tokens: string) =>
    `Pagamento Pix confirmado: ${tokens} tokens extras adicionados ao seu ciclo atual.`,
  expired: 'O código Pix expirou',
  expiredHint: 'Nenhum valor foi cobrado. Gere um novo código para pagar.',
  failed: 'O pagamento Pix não foi concluído',
  regenerate: 'Gerar novo código',
  close: 'Fechar',
  amount: (tokens: string, price: string) => `${tokens} tokens extras por ${price}`,
} as const;

/** `mm:ss` of the seconds left (never negative). */
export function formatCountdown(secondsLeft: number): string {
  const seconds = Math.max(0, Math.floor(secondsLeft));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
