/**
 * pt-BR copy of the Commander on a partner site (the element's `messages` property overrides any
 * key; the chat's own texts, such as `placeholder`, can be overridden through it too).
 */
export const commanderEmbedTexts = {
  title: 'Sppock Commander',
  description: 'Pergunte o que quiser: o Commander encaminha o seu pedido ao agente especializado.',
  empty: 'Escreva a sua primeira mensagem abaixo. As respostas aparecem aqui.',
  close: 'Fechar o Commander',
  sendFailed: 'Não foi possível enviar a mensagem. Tente novamente.',
  tokenMissing:
    'Não foi possível entrar no Sppock: a página não entregou um token de acesso. Entre de novo no site e tente outra vez.',
};

export type CommanderEmbedTexts = typeof commanderEmbedTexts;

/** The texts with the partner's string overrides (anything else in `messages` is ignored here). */
export function commanderTextsWith(messages: Record<string, unknown>): CommanderEmbedTexts {
  const texts = { ...commanderEmbedTexts };
  for (const key of Object.keys(texts) as (keyof CommanderEmbedTexts)[]) {
    const value = messages[key];
    if (typeof value === 'string' && value.trim()) {
      texts[key] = value;
    }
  }
  return texts;
}
