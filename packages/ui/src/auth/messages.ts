/**
 * pt-BR copy of the sign-in, sign-up and password-reset screens. Texts the spec words (spec 1 §2,
 * §5, §8) are kept exactly; error texts from the server and the SDK's catalogue are not here —
 * they come from `@sppock/sdk`. Override any entry with `<SppockMessagesProvider>`.
 */
export const authMessages = {
  brandName: 'Sppock',
  homeLink: 'Página inicial da Sppock',
  backToHome: 'Voltar para o início',
  asideHeadline: 'Seus agentes de IA especializados, em um só chat.',
  asideText: 'O Commander entende o que você precisa e escolhe sozinho o agente certo para cada pedido.',
  asideBenefits: [
    'Mais de dez agentes especializados',
    'Histórico e memória das suas conversas',
    'Comece grátis, sem cartão de crédito',
  ] as ReadonlyArray<string>,

  // Fields shared by the forms (the e-mail and phone checks' texts are the form kit's).
  emailLabel: 'E-mail',
  emailPlaceholder: 'voce@empresa.com.br',
  passwordLabel: 'Senha',
  passwordRequired: 'Informe sua senha.',

  // /login
  loginTitle: 'Bem-vindo de volta',
  loginDescription: 'Entre na sua conta para continuar de onde parou.',
  rememberMe: 'Lembrar-me',
  forgotPasswordLink: 'Esqueceu a senha?',
  loginSubmit: 'Entrar',
  loginSubmitting: 'Entrando...',
  noAccount: 'Não tem uma conta?',
  registerLink: 'Criar conta',

  // /register
  registerTitle: 'Criar conta',
  registerDescription: 'Comece grátis: leva só 2 minutos.',
  firstNameLabel: 'Nome',
  firstNameRequired: 'Informe seu nome.',
  lastNameLabel: 'Sobrenome',
  lastNameRequired: 'Informe seu sobrenome.',
  phoneLabel: 'Celular',
  phonePlaceholder: '(11) 91234-5678',
  phoneRequired: 'Informe seu celular com DDD.',
  confirmPasswordLabel: 'Confirmar senha',
  confirmPasswordRequired: 'Confirme sua senha.',
  termsLabel: 'Li e aceito os Termos de Uso e a Política de Privacidade',
  termsRequired: 'É preciso aceitar os termos de uso.',
  registerSubmit: 'Criar conta',
  registerSubmitting: 'Criando conta...',
  hasAccount: 'Já tem uma conta?',
  loginLink: 'Entrar',

  // 'Verificar Conta' step
  verifyTitle: 'Verificar Conta',
  verifyDescription: (destination: string) =>
    `Enviamos um código de 6 dígitos para o e-mail ${destination}. Ele vale por 10 minutos.`,
  codeLabel: 'Código de verificação',
  codeRequired: 'Informe o código de verificação.',
  codeLength: 'O código tem 6 dígitos.',
  verifySubmit: 'Verificar',
  verifySubmitting: 'Verificando...',
  resendPrompt: 'Não recebeu o código?',
  resendLink: 'Reenviar código',
  resending: 'Reenviando...',
  resendCountdown: (seconds: number) => `Reenviar código em ${seconds}s`,
  verifiedToast: (name: string) => (name ? `Conta verificada! Boas-vindas, ${name}!` : 'Conta verificada!'),

  // /forgot-password
  forgotTitle: 'Esqueceu sua senha?',
  forgotDescription: 'Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.',
  forgotSubmit: 'Enviar link',
  forgotSubmitting: 'Enviando...',
  forgotSentTitle: 'Verifique seu e-mail',
  forgotSentHint: 'O link vale por 1 hora. Confira também a caixa de spam.',
  forgotSendAgain: 'Enviar para outro e-mail',
  rememberedPassword: 'Lembrou a senha?',

  // /reset-password
  resetTitle: 'Redefinir senha',
  resetDescription: 'Crie uma nova senha para a sua conta.',
  resetInvalidTitle: 'Link inválido',
  requestNewLink: 'Solicitar novo link',
  newPasswordLabel: 'Nova senha',
  newPasswordRequired: 'Informe a nova senha.',
  confirmNewPasswordLabel: 'Confirmar nova senha',
  resetSubmit: 'Redefinir senha',
  resetSubmitting: 'Redefinindo...',
  resetDoneTitle: 'Senha redefinida',
  goToLogin: 'Ir para o login',
};

export type AuthMessages = typeof authMessages;
