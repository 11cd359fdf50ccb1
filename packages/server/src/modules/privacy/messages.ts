import { formatDateTime } from '@sppock/sdk/domain';

/** The pt-BR messages of the LGPD's data rights (issue 31 item 3). */
export const PRIVACY_MESSAGES = {
  pdfTitle: 'Seus dados na Sppock',
  pdfIntro: (person: string, at: Date) =>
    `Cópia de todos os dados pessoais de ${person} guardados pela Sppock, gerada em ${formatDateTime(at)} ` +
    '(horário de Brasília), conforme o art. 18 da LGPD. O arquivo dados.json traz os mesmos dados em ' +
    'formato legível por máquina; os arquivos enviados estão na pasta arquivos/.',
  pdfEmptyPart: 'Nada guardado.',
  exportEmailSubject: 'Seus dados da Sppock estão prontos',
  exportEmailBody: (name: string, link: string, expiresAt: Date) =>
    `Olá, ${name}! A cópia dos seus dados que você pediu está pronta.\n\n` +
    `Para baixar, entre na sua conta e acesse:\n${link}\n\n` +
    `O link vale até ${formatDateTime(expiresAt)} (horário de Brasília) e só funciona na sua conta; ` +
    'depois disso o arquivo é apagado. Se não foi você quem pediu, troque sua senha.',
  exportInProgress: 'Já estamos preparando uma cópia dos seus dados. Você receberá o link por e-mail.',
  exportRequested: 'Estamos preparando a cópia dos seus dados. O link chega por e-mail em alguns minutos.',
  exportNotFound: 'Link de download inválido ou expirado. Peça uma nova cópia em Minha Conta › Privacidade.',
  invalidConsent: 'Consentimento inválido: informe marketing_emails e/ou memory como verdadeiro ou falso.',
  invalidRetention: 'Prazo inválido: escolha 30, 90, 180 ou 365 dias, ou nunca apagar.',
  consentsSaved: 'Consentimentos atualizados.',
  retentionSaved: 'Prazo de retenção atualizado.',
  /** The data officer's contact when PRIVACY_OFFICER_CONTACT is not set. */
  defaultOfficerContact:
    'Fale com o encarregado pelo tratamento de dados pelo Suporte (menu Suporte › Nova mensagem). ' +
    'Respondemos pedidos sobre seus dados em até 15 dias, como pede a LGPD.',
} as const;
