// pt-BR copy of the WhatsApp channel: the owner's screens and what the contacts read.
export const WHATSAPP_MESSAGES = {
  connected: 'Número do WhatsApp ligado. Cadastre o webhook no painel da Meta.',
  saved: 'Configuração do WhatsApp salva.',
  disconnected: 'Número do WhatsApp desligado.',
  notConnected: 'Nenhum número do WhatsApp ligado a esta conta.',
  invalid:
    'Confira os dados do número: o "Phone number ID" tem só dígitos, e os tokens vêm do painel da Meta.',
  phoneNumberTaken: 'Este número do WhatsApp já está ligado a outra conta do Sppock.',
  customAgentEnterprise: 'Responder com um agente personalizado é do plano Enterprise.',
  customAgentRequired: 'Escolha o agente personalizado que vai responder.',
  customAgentNotFound: 'Agente personalizado não encontrado.',
  webhookMissingSignature: 'Aviso do WhatsApp sem assinatura.',
  webhookBadSignature: 'Assinatura do WhatsApp inválida.',
  webhookInvalid: 'Aviso do WhatsApp em formato inválido.',
  verifyRefused: 'Token de verificação do WhatsApp não confere.',
} as const;

/** What a person on WhatsApp reads from the number (never the owner's plan or limits). */
export const CONTACT_COPY = {
  optedOut:
    'Pronto: você não vai mais receber mensagens deste número. Para voltar a conversar, envie VOLTAR.',
  optedIn: 'Que bom ter você de volta! Pode mandar sua pergunta.',
  handedOff:
    'Certo! Passei a nossa conversa para a equipe de atendimento. Uma pessoa responde por aqui assim que puder.',
  stillWithTeam: 'Sua mensagem foi passada para a equipe de atendimento, que responde por aqui.',
  unavailable:
    'Não consigo responder agora. Tente de novo mais tarde ou escreva "atendente" para falar com uma pessoa.',
  tooMany: 'Recebi muitas mensagens seguidas. Espere um minuto e mande de novo, por favor.',
  fileNotRead: (reason: string) => `Não consegui ler o arquivo: ${reason}`,
  filesNotAnswered:
    'Por aqui eu respondo só mensagens de texto. Escreva sua pergunta, ou "atendente" para falar com uma pessoa.',
  unsupported: 'Por enquanto eu leio texto, documentos e imagens. Pode escrever sua pergunta?',
  fileInstruction: 'Resuma este arquivo e destaque o que for importante.',
} as const;
