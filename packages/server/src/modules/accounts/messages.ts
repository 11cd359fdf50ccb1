// pt-BR copy of the accounts calls, as the spec and the contract word it.
export const ACCOUNT_MESSAGES = {
  registered: 'Cadastro realizado! Enviamos um código de verificação por SMS e e-mail.',
  emailTaken: 'Este e-mail já está cadastrado.',
  emailTakenSuggestion: 'Faça login ou recupere sua senha.',
  weakPassword: 'A senha deve ter pelo menos 8 caracteres, com letra maiúscula, letra minúscula e número.',
  passwordsDifferRegistration: 'As senhas não correspondem',
  termsRequired: 'É preciso aceitar os termos de uso.',
  invalidPhone: 'Informe um celular válido com DDD (10 ou 11 dígitos).',
  blank: 'Este campo não pode ficar em branco.',
  tooManyRegistrations: 'Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.',

  userNotFound: 'Usuário não encontrado.',
  alreadyVerified: 'Esta conta já foi verificada. Faça login.',
  invalidCode: 'Código de verificação inválido ou expirado',
  attemptsExhausted: 'Número máximo de tentativas atingido. Solicite um novo código.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  codeResent: 'Enviamos um novo código de verificação por SMS e e-mail.',
  resendWait: (seconds: number) => `Aguarde ${seconds} segundos para solicitar um novo código.`,
  tooManyRequests: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.',

  loginMissing: 'Informe e-mail e senha.',
  loginInvalid: 'Nenhuma conta ativa encontrada com as credenciais fornecidas',
  loginInactive: 'Conta inativa',
  loginThrottled: 'Muitas tentativas de login',
  refreshMissing: 'Informe o token de renovação.',

  resetRequested: 'Se o seu e-mail estiver registrado, você receberá um link para redefinir sua senha.',
  resetInvalidEmail: 'Informe um e-mail válido.',
  resetDone: 'Sua senha foi redefinida com sucesso!',
  resetTokenMissing: 'Token de redefinição de senha ausente.',
  resetTokenInvalid: 'Link de redefinição inválido ou expirado. Solicite um novo link.',
  resetPasswordsDiffer: 'As senhas não coincidem.',

  wrongPassword: 'Wrong password',
  newPasswordShort: 'A nova senha deve ter pelo menos 8 caracteres',
  newPasswordClasses: 'A senha precisa ter letra maiúscula, letra minúscula e número.',
  newPasswordsDiffer: 'As senhas não coincidem',

  profileInvalidEmail: 'Por favor, insira um email válido',
  profileInvalidPhone: 'Por favor, insira um telefone válido (mínimo 10 dígitos)',
  profileEmailTaken: 'Este e-mail já está em uso por outra conta.',
  profileUnknownTimezone: 'Fuso horário desconhecido.',

  preferencesUpdated: 'Preferência atualizada com sucesso',
  settingsUpdated: 'Configuração atualizada',

  codeEmailSubject: 'Seu código de verificação Sppock',
  codeEmailBody: (name: string, code: string) =>
    `Olá, ${name}! Seu código de verificação é ${code}. Ele vale por 10 minutos.`,
  codeSms: (code: string) => `Sppock: seu código é ${code} (válido por 10 minutos).`,
  resetEmailSubject: 'Redefinição de senha Sppock',
  resetEmailBody: (name: string, link: string) =>
    `Olá, ${name}! Recebemos um pedido para redefinir a senha da sua conta Sppock.\n\n` +
    `Para criar uma nova senha, acesse:\n${link}\n\n` +
    'O link vale por 1 hora e pode ser usado uma única vez. Se você não fez este pedido, ignore este e-mail.',
} as const;
