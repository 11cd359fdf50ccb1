/** pt-BR copy of the FAQ chatbot widget (spec 2 §2, §4, §8). Override any entry with `<SppockMessagesProvider>`. */
export const chatbotTexts = {
  launcher: 'Dúvidas? Fale com o assistente',
  title: 'Assistente Sppock',
  description: 'Planos, agentes, avaliações, conta e suporte.',
  welcome:
    'Olá! Sou o assistente da Sppock. Pergunte sobre planos e preços, agentes, uploads, avaliações, sua conta ou o suporte.',
  starters: ['Quanto custa o plano Pro?', 'Quais agentes estão disponíveis?', 'Como falo com o suporte?'],
  inputLabel: 'Sua pergunta',
  inputPlaceholder: 'Digite sua pergunta...',
  send: 'Enviar',
  thinking: 'Procurando a resposta...',
  you: 'Você',
  bot: 'Assistente',
  suggestions: 'Perguntas relacionadas',
  helpful: 'Esta resposta ajudou',
  notHelpful: 'Esta resposta não ajudou',
  ratingThanks: 'Obrigado pelo seu feedback!',
  ratingError: 'Erro ao salvar avaliação',
  connecting: 'Conectando...',
  retry: 'Tentar novamente',
  newConversation: 'Nova conversa',
  sourcesLabel: (titles: string) => `Fonte: ${titles}`,
  handoff: 'Abrir uma mensagem de suporte',
  handoffHint:
    'Não tenho certeza desta resposta. Nossa equipe pode ajudar: a conversa vai junto na mensagem.',
  handoffSignIn: 'Entre para abrir uma mensagem de suporte',
  conversation: 'Conversa com o assistente',
  close: 'Fechar assistente',
};

export type ChatbotTexts = typeof chatbotTexts;
