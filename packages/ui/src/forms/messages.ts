/**
 * pt-BR copy of the form kit: the checks every form shares (e-mail, phone) and the password
 * checklist. Screen-specific texts ('Informe seu nome.') stay in each feature's messages.
 * Override any entry with `<SppockMessagesProvider>`.
 */
export const formsMessages = {
  emailRequired: 'Informe seu e-mail.',
  emailInvalid: 'Informe um e-mail válido.',
  phoneInvalid: 'Informe um telefone válido com DDD (10 ou 11 dígitos).',
  passwordChecklistTitle: 'Sua senha precisa ter:',
  passwordCheckMet: 'atendido',
  passwordCheckUnmet: 'pendente',
};

export type FormsMessages = typeof formsMessages;
