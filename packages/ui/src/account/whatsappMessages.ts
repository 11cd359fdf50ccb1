import { type components, formatDateTime } from '@sppock/sdk';

type Responder = components['schemas']['WhatsappResponder'];

/** pt-BR copy of the WhatsApp Business card in 'Integrações' (issue 31). */
export const whatsappTexts = {
  title: 'WhatsApp Business',
  description:
    'Ligue o número do WhatsApp Business da sua empresa (Cloud API da Meta) e escolha quem responde às mensagens. Cada conversa conta no seu plano.',
  phoneNumberId: 'Phone number ID',
  phoneNumberIdHint: 'No painel da Meta: WhatsApp › Configuração da API. Só dígitos.',
  phoneNumberIdRequired: 'Informe o Phone number ID.',
  phoneNumberIdDigits: 'O Phone number ID tem só dígitos.',
  displayPhone: 'Número (para exibir)',
  displayPhonePlaceholder: '+55 11 98765-4321',
  accessToken: 'Token de acesso permanente',
  accessTokenHint: 'Token de um usuário do sistema com a permissão whatsapp_business_messaging.',
  accessTokenRequired: 'Informe o token de acesso.',
  appSecret: 'Chave secreta do app',
  appSecretHint: 'Em Configurações do app › Básico. Confere a assinatura de cada aviso da Meta.',
  appSecretRequired: 'Informe a chave secreta do app.',
  verifyToken: 'Token de verificação',
  verifyTokenHint:
    'Uma senha que você inventa (8 caracteres ou mais) e repete ao cadastrar o webhook na Meta.',
  verifyTokenRequired: 'Informe o token de verificação.',
  secretsNote:
    'Os tokens ficam cifrados no servidor e nunca são mostrados de novo: para trocá-los, desligue e ligue o número outra vez.',
  responder: 'Quem responde',
  responders: {
    faq_chatbot: 'Chatbot de dúvidas (central de ajuda do Sppock)',
    commander: 'Sppock Commander (escolhe o agente certo)',
    custom_agent: 'Um agente personalizado (Enterprise)',
  } satisfies Record<Responder, string>,
  customAgent: 'Agente personalizado',
  customAgentPlaceholder: 'Escolha o agente',
  customAgentRequired: 'Escolha o agente personalizado.',
  customAgentsLoading: 'Carregando os agentes personalizados...',
  customAgentsPlan: 'Responder com um agente personalizado faz parte do plano Enterprise.',
  templateName: 'Modelo fora da janela de 24 horas (opcional)',
  templateNameHint:
    'Nome de um modelo aprovado pela Meta, em pt_BR. O WhatsApp só aceita texto livre até 24 horas depois da última mensagem da pessoa; depois disso vai este modelo, ou nada.',
  templateNameInvalid: 'Use só letras minúsculas, números e _ (como no painel da Meta).',
  connect: 'Ligar número',
  connecting: 'Ligando...',
  connectedAs: 'Número',
  phoneNumberIdLabel: 'Phone number ID',
  accessTokenLabel: 'Token de acesso',
  verifyTokenLabel: 'Token de verificação',
  connectedAt: 'Ligado em',
  formatDate: (iso: string) => formatDateTime(iso),
  webhook: 'Callback URL do webhook',
  webhookHint:
    'Cadastre este endereço no app da Meta (WhatsApp › Configuração) com o token de verificação e assine o campo "messages".',
  copyWebhook: 'Copiar URL',
  webhookCopied: 'URL do webhook copiada.',
  copyError: 'Não foi possível copiar. Selecione o endereço e copie manualmente.',
  save: 'Salvar',
  saving: 'Salvando...',
  disconnect: 'Desligar número',
  disconnectTitle: 'Desligar o número do WhatsApp?',
  disconnectDescription:
    'Os tokens são apagados e o webhook deixa de aceitar os avisos da Meta. As conversas já registradas continuam no histórico.',
  cancel: 'Cancelar',
  loadError: 'Não foi possível carregar o número do WhatsApp.',
  rules:
    'Quem escreve "SAIR" deixa de receber mensagens (e "VOLTAR" volta); quem pede "atendente" ou "humano" é passado ao suporte com a conversa, e a resposta do suporte vai pelo WhatsApp.',
};
