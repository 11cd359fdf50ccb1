import { ACCEPTED_UPLOAD_EXTENSIONS } from '@sppock/sdk';

const acceptedList = ACCEPTED_UPLOAD_EXTENSIONS.map((extension) => extension.toUpperCase());

/**
 * pt-BR copy of the chat's panels (spec 2 §2, §4, §5, §8): file and URL panels, voice input,
 * export, the debug panel and file links. Override any entry with `<SppockMessagesProvider>`.
 */
export const chatPanelsMessages = {
  close: 'Fechar',
  cancel: 'Cancelar',

  // File panel (spec 2 §2, §5, §9).
  fileTitle: 'Analisar arquivo',
  fileDescription: 'Envie um documento ou imagem e diga o que o agente deve fazer com ele.',
  fileDrop: 'Arraste um arquivo até aqui',
  fileDropActive: 'Solte o arquivo para anexá-lo',
  fileOr: 'ou',
  filePick: 'Escolher arquivo',
  fileAccepted: `${acceptedList.slice(0, -1).join(', ')} ou ${acceptedList.at(-1)} — até 100MB`,
  fileChange: 'Trocar arquivo',
  fileRemove: 'Remover arquivo',
  fileSelectedLabel: 'Arquivo selecionado:',
  fileInstruction: 'O que você quer saber sobre este arquivo?',
  fileInstructionPlaceholder: 'Ex.: Resuma os pontos principais e liste os prazos.',
  fileInstructionRequired: 'Escreva o que o agente deve fazer com o arquivo.',
  fileSubmit: 'Enviar para análise',
  fileUploading: 'Enviando arquivo...',
  fileProgress: 'Progresso do envio',
  fileMissing: 'Escolha um arquivo para analisar.',
  fileLocked: (plan: string) =>
    `A análise de documentos está disponível a partir do plano ${plan}. Faça upgrade para enviar arquivos.`,
  fileSeePlans: 'Ver planos',

  // URL panel (spec 2 §2, §5).
  urlTitle: 'Analisar página web',
  urlDescription: 'Informe o endereço de uma página para o agente ler e analisar.',
  urlLabel: 'Endereço da página',
  urlPlaceholder: 'https://www.exemplo.com.br',
  urlSubmit: 'Analisar página',

  // Voice (spec 2 §4, §8, §9).
  voiceStart: 'Falar com o microfone',
  voiceStop: 'Parar a gravação',
  voiceUnsupported: 'Microfone não suportado neste navegador',
  voiceRejectedHint: 'Microfone desabilitado. Clique para rever o aviso de privacidade.',
  voiceRecording: 'Microfone ativado. Fale agora!',
  voiceFinished: 'Transcrição finalizada',
  voiceTranscribing: 'Transcrevendo',
  voiceAuthorized: 'Microfone autorizado - Apenas texto é armazenado',
  voiceDisabled: 'Funcionalidade de microfone desabilitada',
  voicePrivacyTitle: 'Aviso de privacidade do microfone',
  voicePrivacyText:
    'Para transcrever sua fala, o navegador envia o áudio ao serviço de reconhecimento de voz dele. A Sppock não grava nem guarda o áudio: apenas o texto transcrito vai para a conversa.',
  voicePrivacyAccept: 'Aceitar e continuar',
  voicePrivacyReject: 'Recusar',

  // Export (spec 2 §4, §5, §8).
  exportSuccess: 'Conversa exportada em formato TXT!',
  exportEmpty: 'Nenhuma conversa para exportar',
  exportFailed: 'Erro ao exportar conversa',
  exportHeader: 'Conversa exportada da Sppock',
  exportAgent: 'Agente',
  exportSession: 'Conversa',
  exportDate: 'Exportada em',
  exportUser: 'Você',
  exportAssistant: 'Assistente',
  exportUntitled: 'Nova conversa',

  // Debug panel (spec 2 §2).
  debugToggle: 'Painel de depuração',
  debugTitle: 'Painel de depuração',
  debugDescription: 'Configuração do app e testes de conexão. Visível só para superusuários.',
  debugConfiguration: 'Configuração',
  debugApiUrl: 'URL da API',
  debugPaymentsUrl: 'URL de pagamentos',
  debugHost: 'Host da página',
  debugAppName: 'Nome do app',
  debugMode: 'Modo',
  debugModeUnknown: 'não informado',
  debugIssues: 'Problemas de configuração',
  debugNoIssues: 'Nenhum problema de configuração encontrado.',
  debugIssueInvalidUrl: (address: string) => `Endereço inválido na configuração: '${address}'.`,
  debugIssueInsecureApi:
    'A API usa http numa página https: o navegador bloqueia essas chamadas (conteúdo misto). Use https na URL da API.',
  debugIssueCrossOrigin: (origin: string) =>
    `A API está em outra origem (${origin}): o servidor precisa permitir esta página no CORS.`,
  debugIssueNoToken: 'Nenhum token de acesso guardado: as chamadas autenticadas vão falhar.',
  debugIssueTokenExpired: 'O token de acesso guardado expirou; a próxima chamada tenta renovar a sessão.',
  debugIssuePaymentsInsecure:
    'O serviço de pagamentos usa http numa página https: o navegador bloqueia essas chamadas.',
  debugConnection: 'Teste de conexão',
  debugConnectionHint: 'GET /healthz na URL da API.',
  debugConnectionRun: 'Testar conexão',
  debugEndpoint: 'Teste de endpoint',
  debugEndpointLabel: 'Endpoint',
  debugEndpointRun: 'Testar endpoint',
  debugLogin: 'Teste de login',
  debugLoginHint:
    'Entra com o e-mail e a senha informados sem trocar a sua sessão e encerra a sessão de teste em seguida. Conta como uma tentativa de login e como um dispositivo da conta testada.',
  debugLoginEmail: 'E-mail',
  debugLoginPassword: 'Senha',
  debugLoginRun: 'Testar login',
  debugLoginPasswordRequired: 'Informe a senha.',
  debugRunning: 'Testando...',
  debugOk: 'Sucesso',
  debugFailed: 'Falhou',
  debugStatus: (status: number | null) => (status === null ? 'sem resposta' : `HTTP ${status}`),

  // File links (spec 2 §2, §8).
  fileDownload: (name: string) => `Baixar ${name}`,
  fileDownloadPrefix: 'Baixar',
  fileDownloadingPrefix: 'Baixando',
  fileDownloadFailed: 'Erro ao fazer download. Verifique se você está logado.',
};

/** The chat panels' copy. */
export type ChatPanelsMessages = typeof chatPanelsMessages;
