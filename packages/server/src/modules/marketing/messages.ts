// pt-BR copy of the landing's newsletter and Enterprise demo request.
export const MARKETING_MESSAGES = {
  subscribed: 'Inscrição confirmada! Você vai receber nossas novidades por e-mail.',
  demoRequested:
    'Pedido recebido! Nossa equipe entra em contato em até 1 dia útil para agendar a demonstração.',
  tooManyRequests: 'Muitas requisições. Tente novamente em alguns minutos.',

  invalidEmail: 'Informe um e-mail válido.',
  invalidName: 'Informe seu nome (de 2 a 150 caracteres).',
  invalidCompany: 'Informe o nome da empresa (de 2 a 200 caracteres).',
  invalidPhone: 'Informe um telefone válido com DDD (10 ou 11 dígitos).',
  invalidTeamSize: 'Informe o tamanho da equipe: um número de 1 a 100000.',
  invalidMessage: 'A mensagem deve ter no máximo 2000 caracteres.',
  notAllowed: (field: string) => `Campo não permitido: ${field}.`,
  notAnObject: 'Envie um objeto JSON com os dados do pedido.',

  newsletterEmailSubject: 'Sua inscrição na newsletter Sppock está confirmada',
  newsletterEmailBody:
    'Olá! Sua inscrição na newsletter da Sppock está confirmada: você vai receber por e-mail as ' +
    'novidades sobre os agentes de IA, dicas de uso e lançamentos.\n\n' +
    'Se não foi você que pediu, responda a este e-mail e removemos o seu endereço.',
  demoEmailSubject: 'Recebemos seu pedido de demonstração do Sppock Enterprise',
  demoEmailBody: (name: string, company: string) =>
    `Olá, ${name}! Recebemos seu pedido de demonstração do plano Enterprise para ${company}.\n\n` +
    'Nossa equipe entra em contato em até 1 dia útil para agendar a demonstração.',
  salesEmailSubject: (company: string) => `Pedido de demonstração Enterprise: ${company}`,
  salesEmailBody: (request: {
    name: string;
    email: string;
    company: string;
    phone: string;
    teamSize: number | null;
    message: string;
  }) =>
    [
      'Novo pedido de demonstração do plano Enterprise pela landing.',
      '',
      `Nome: ${request.name}`,
      `E-mail: ${request.email}`,
      `Empresa: ${request.company}`,
      `Telefone: ${request.phone || 'não informado'}`,
      `Tamanho da equipe: ${request.teamSize ?? 'não informado'}`,
      `Mensagem: ${request.message || '(sem mensagem)'}`,
      '',
      'Responda em até 1 dia útil (prometido ao visitante).',
    ].join('\n'),
} as const;
