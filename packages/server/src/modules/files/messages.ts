// pt-BR copy of the files module. The size message is spec 2 §5's toast, word for word.
import { EMPTY_UPLOAD_MESSAGE, UNSUPPORTED_UPLOAD_MESSAGE } from '@sppock/sdk';

export const FILES_MESSAGES = {
  tooLarge: 'Arquivo muito grande. Limite máximo: 100MB',
  unsupportedType: UNSUPPORTED_UPLOAD_MESSAGE,
  emptyFile: EMPTY_UPLOAD_MESSAGE,
  notFound: 'Arquivo não encontrado.',
  planRequired: (planName: string) =>
    `A análise de documentos está disponível nos planos ${planName} e Enterprise. Faça upgrade para enviar arquivos.`,
  unreadable: (kind: string) =>
    `Não foi possível ler o arquivo ${kind}: ele parece corrompido ou incompleto.`,
  passwordProtected: (kind: string) =>
    `O arquivo ${kind} está protegido por senha. Remova a senha e envie de novo.`,
  extractionTimeout: 'A leitura do arquivo demorou demais e foi interrompida. Tente um arquivo menor.',
  extractionTooLarge: 'O arquivo é grande demais para ser lido. Tente um arquivo menor.',
  noText: 'Não encontrei texto neste arquivo.',
  imageNeedsVision:
    'Este arquivo é uma imagem: para analisá-la é preciso um provedor de IA com visão configurado no servidor.',
  storageFailed: 'Não foi possível guardar o arquivo. Tente novamente.',
  busy: 'O servidor está lendo muitos arquivos agora. Tente de novo em alguns minutos.',
  expandsTooMuch:
    'O arquivo se expande demais ao ser aberto (mais de 200 MB ou compactação fora do comum) e não pode ser lido. Envie um arquivo menor.',
  damaged: 'O arquivo parece estar corrompido ou incompleto. Abra e salve de novo, ou envie outro arquivo.',
} as const;
