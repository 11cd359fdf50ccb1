// pt-BR copy of the accounts calls, as the spec and the contract word it.
export const ACCOUNT_MESSAGES = {
  registered: 'Cadastro realizado! Enviamos um código de verificação para o seu e-mail.',
  passwordShort: 'A senha deve ter pelo menos 8 caracteres.',
  passwordLong: 'A senha pode ter no máximo 128 caracteres.',
  passwordCommon: 'Esta senha é comum ou fácil de adivinhar. Prefira uma frase com várias palavras.',
  passwordsDifferRegistration: 'As senhas não correspondem',
  termsRequired: 'É preciso aceitar os termos de uso.',
  invalidPhone: 'Informe um celular válido com DDD (10 ou 11 dígitos).',
  blank: 'Este campo não pode ficar em branco.',
  tooManyRegistrations: 'Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.',

  userNotFound: 'Usuário não encontrado.',
  registrationExpired:
    'O prazo para verificar este cadastro terminou. Faça login ou recupere sua senha para ativar a conta.',
  alreadyVerified: 'Esta conta já foi verificada. Faça login.',
  invalidCode: 'Código de verificação inválido ou expirado',
  attemptsExhausted: 'Número máximo de tentativas atingido. Solicite um novo código.',
  tooManyAttempts: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  codeResent: 'Enviamos um novo código de verificação para o seu e-mail.',
  resendWait: (seconds: number) => `Aguarde ${seconds} segundos para solicitar um novo código.`,
  tooManyRequests: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.',

  loginMissing: 'Informe e-mail e senha.',
  loginInvalid: 'Nenhuma conta ativa encontrada com as credenciais fornecidas',
  loginInactive: 'Conta inativa',
  loginThrottled: 'Muitas tentativas de login',
  refreshMissing: 'Informe o token de renovação.',
  sessionExpired: 'Sua sessão expirou. Faça login novamente.',

  resetRequested: 'Se o seu e-mail estiver registrado, você receberá um link para redefinir sua senha.',
  resetInvalidEmail: 'Informe um e-mail válido.',
  resetDone: 'Sua senha foi redefinida com sucesso!',
  resetTokenMissing: 'Token de redefinição de senha ausente.',
  resetTokenInvalid: 'Link de redefinição inválido ou expirado. Solicite um novo link.',
  resetPasswordsDiffer: 'As senhas não coincidem.',

  wrongPassword: 'Wrong password',
  newPasswordShort: 'A nova senha deve ter pelo menos 8 caracteres',
  newPasswordsDiffer: 'As senhas não coincidem',

  profileInvalidEmail: 'Por favor, insira um email válido',
  profileInvalidPhone: 'Por favor, insira um telefone válido (mínimo 10 dígitos)',
  profileEmailTaken: 'Este e-mail já está em uso por outra conta.',
  profileUnknownTimezone: 'Fuso horário desconhecido.',
  currentPasswordRequired: 'Informe sua senha atual para alterar o e-mail.',
  currentPasswordWrong: 'Senha atual incorreta.',
  deletePasswordRequired: 'Informe sua senha para excluir a conta.',
  deletePasswordWrong: 'Senha incorreta.',
  noPendingEmail: 'Não há troca de e-mail pendente.',
  noPhone: 'Cadastre um celular no seu perfil antes de confirmá-lo.',
  phoneAlreadyVerified: 'Este celular já foi confirmado.',
  phoneCodeSent: (lastDigits: string) =>
    `Enviamos um código por SMS para o celular terminado em ${lastDigits}.`,
  smsFailed: 'Não foi possível enviar o SMS agora. Tente novamente em alguns minutos.',

  preferencesUpdated: 'Preferência atualizada com sucesso',
  settingsUpdated: 'Configuração atualizada',

  codeEmailSubject: 'Seu código de verificação Sppock',
  codeEmailBody: (name: string, code: string) =>
    `Olá, ${name}! Seu código de verificação é ${code}. Ele vale por 10 minutos.`,
  phoneCodeSms: (code: string) =>
    `Sppock: seu código para confirmar este celular é ${code} (válido por 10 minutos).`,
  existingAccountSubject: 'Tentativa de cadastro com o seu e-mail',
  existingAccountBody: (name: string, link: string) =>
    `Olá, ${name}! Alguém tentou criar uma conta Sppock com este e-mail, que já tem uma conta.\n\n` +
    `Se foi você, entre com a sua senha ou, se não lembra dela, redefina-a em:\n${link}\n\n` +
    'Se não foi você, ignore esta mensagem: nada mudou na sua conta.',
  emailChangeSubject: 'Confirme o seu novo e-mail Sppock',
  emailChangeBody: (name: string, code: string) =>
    `Olá, ${name}! Para confirmar este endereço como o novo e-mail da sua conta Sppock, use o código ${code}. ` +
    'Ele vale por 10 minutos. Se você não pediu a troca, ignore esta mensagem.',
  emailChangeNoticeSubject: 'Pedido de troca do e-mail da sua conta Sppock',
  emailChangeNoticeBody: (name: string, masked: string) =>
    `Olá, ${name}! Recebemos um pedido para trocar o e-mail da sua conta Sppock para ${masked}. ` +
    'A troca só vale depois que o novo endereço for confirmado.\n\n' +
    'Se não foi você, troque a sua senha agora e fale com o suporte.',
  emailChangedSubject: 'O e-mail da sua conta Sppock foi alterado',
  emailChangedBody: (name: string, masked: string) =>
    `Olá, ${name}! O e-mail da sua conta Sppock agora é ${masked}. Se não foi você, fale com o suporte.`,
  resetEmailSubject: 'Redefinição de senha Sppock',
  resetEmailBody: (name: string, link: string) =>
    `Olá, ${name}! Recebemos um pedido para redefinir a senha da sua conta Sppock.\n\n` +
    `Para criar uma nova senha, acesse:\n${link}\n\n` +
    'O link vale por 1 hora e pode ser usado uma única vez. Se você não fez este pedido, ignore este e-mail.',
} as const;
