import { describe, expect, it } from 'vitest';
import {
  activitiesErrorMessage,
  assessmentListErrorMessage,
  changePasswordErrorMessage,
  conversationsErrorMessage,
  deleteConversationErrorMessage,
  downloadConversationErrorMessage,
  exportConversationErrorMessage,
  loginErrorMessage,
  memoryLoadErrorMessage,
  memoryUpdateErrorMessage,
  passwordResetConfirmErrorMessage,
  passwordResetConfirmSuccessMessage,
  passwordResetRequestErrorMessage,
  passwordResetRequestSuccessMessage,
  preferencesLoadErrorMessage,
  preferencesUpdateErrorMessage,
  profileUpdateErrorMessage,
  registrationErrorMessage,
  renewalErrorMessage,
  resendCodeErrorMessage,
  sessionEndedElsewhereMessage,
  settingsLoadErrorMessage,
  settingsUpdateErrorMessage,
  usageErrorMessage,
  VERIFICATION_UNCLEAR_MESSAGE,
  verificationErrorMessage,
} from './accounts';
import type { Failure } from './failure';

const http = (status: number, body: unknown = undefined): Failure => ({ kind: 'http', status, body });
const network: Failure = { kind: 'network' };
const noStatus: Failure = { kind: 'no-status' };
const timeout: Failure = { kind: 'timeout' };

describe('loginErrorMessage', () => {
  it('maps wrong credentials and "no active account" details', () => {
    const text = 'Email ou senha incorretos. Verifique suas credenciais e tente novamente.';
    expect(
      loginErrorMessage(
        http(401, { detail: 'Nenhuma conta ativa encontrada com as credenciais fornecidas' }),
      ),
    ).toBe(text);
    expect(
      loginErrorMessage(http(401, { detail: 'No active account found with the given credentials' })),
    ).toBe(text);
  });
  it('maps an inactive account', () => {
    expect(loginErrorMessage(http(401, { detail: 'Conta inativa' }))).toBe(
      'Sua conta não está ativa. Verifique seu email para ativar a conta.',
    );
  });
  it('maps too many attempts by status or detail', () => {
    const text = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
    expect(loginErrorMessage(http(429, { detail: 'Muitas tentativas de login' }))).toBe(text);
    expect(loginErrorMessage(http(400, { detail: 'Too many login attempts' }))).toBe(text);
  });
  it('shows any other detail as is, and a fallback without detail', () => {
    expect(loginErrorMessage(http(400, { detail: 'Informe e-mail e senha.' }))).toBe(
      'Informe e-mail e senha.',
    );
    expect(loginErrorMessage(http(500, 'Internal Server Error'))).toBe('Erro ao efetuar login');
  });
  it('distinguishes a network failure from a response without status and a timeout', () => {
    expect(loginErrorMessage(network)).toBe('Erro de conexão com o servidor');
    expect(loginErrorMessage(noStatus)).toBe('Servidor indisponível. Tente novamente mais tarde.');
    expect(loginErrorMessage(timeout)).toBe('Servidor indisponível. Tente novamente mais tarde.');
  });
});

describe('registrationErrorMessage', () => {
  it('shows the error field with the suggestion on a second line', () => {
    expect(
      registrationErrorMessage(http(400, { error: 'Cadastro bloqueado', suggestion: 'Fale com o suporte.' })),
    ).toBe('Cadastro bloqueado\nFale com o suporte.');
    expect(registrationErrorMessage(http(429, { error: 'Muitas tentativas de cadastro.' }))).toBe(
      'Muitas tentativas de cadastro.',
    );
  });
  it('falls back to the first message of email, phone, confirm_password, terms_accepted in that order', () => {
    expect(
      registrationErrorMessage(
        http(400, {
          terms_accepted: ['Aceite os termos.'],
          phone: ['Telefone inválido.'],
          email: ['E-mail inválido.'],
        }),
      ),
    ).toBe('E-mail inválido.');
    expect(
      registrationErrorMessage(http(400, { terms_accepted: ['Aceite os termos.'], phone: ['Tel.'] })),
    ).toBe('Tel.');
    expect(registrationErrorMessage(http(400, { confirm_password: ['As senhas não correspondem'] }))).toBe(
      'As senhas não correspondem',
    );
  });
  it('keeps the suggestion with a field message (e-mail already registered)', () => {
    expect(
      registrationErrorMessage(
        http(400, {
          email: ['Este e-mail já está cadastrado.'],
          suggestion: 'Faça login ou recupere sua senha.',
        }),
      ),
    ).toBe('Este e-mail já está cadastrado.\nFaça login ou recupere sua senha.');
  });
  it("falls back to 'Erro ao registrar usuário'", () => {
    expect(registrationErrorMessage(http(400, {}))).toBe('Erro ao registrar usuário');
    expect(registrationErrorMessage(network)).toBe('Erro ao registrar usuário');
  });
});

describe('verification and resend', () => {
  it('verification shows the error field or the fallback', () => {
    expect(verificationErrorMessage(http(400, { error: 'Número máximo de tentativas atingido.' }))).toBe(
      'Número máximo de tentativas atingido.',
    );
    expect(verificationErrorMessage(http(400, {}))).toBe('Código de verificação inválido ou expirado');
    expect(verificationErrorMessage(network)).toBe('Código de verificação inválido ou expirado');
    expect(VERIFICATION_UNCLEAR_MESSAGE).toBe(
      'Verificação bem-sucedida, mas o estado da conta não está claro. Tente fazer login.',
    );
  });
  it('resend shows the error field, the fallback, or the connection text', () => {
    expect(resendCodeErrorMessage(http(429, { error: 'Aguarde 60 segundos.' }))).toBe('Aguarde 60 segundos.');
    expect(resendCodeErrorMessage(http(500))).toBe('Erro ao reenviar código.');
    expect(resendCodeErrorMessage(network)).toBe('Erro de conexão ao reenviar código.');
  });
});

describe('renewalErrorMessage', () => {
  it('tells a refused renewal from a connection failure', () => {
    expect(renewalErrorMessage(http(401, { detail: 'O token é inválido ou expirado' }))).toBe(
      'Não foi possível renovar a sessão. Faça login novamente.',
    );
    expect(renewalErrorMessage(network)).toBe('Erro de conexão ao renovar sessão. Faça login novamente.');
  });

  it('says why when another device ended the session (the plan device limit)', () => {
    const ended =
      'Sua sessão foi encerrada porque sua conta entrou em outro dispositivo e o plano Pro permite 2 dispositivos.';
    expect(renewalErrorMessage(http(401, { detail: ended }))).toBe(ended);
  });
});

describe('sessionEndedElsewhereMessage', () => {
  const ended =
    'Sua sessão foi encerrada porque sua conta entrou em outro dispositivo e o plano Free permite 1 dispositivo.';

  it("passes on the server's reason for a session ended by another device's login", () => {
    expect(sessionEndedElsewhereMessage(http(401, { detail: ended }))).toBe(ended);
  });

  it('is undefined for any other failure', () => {
    expect(sessionEndedElsewhereMessage(http(401, { detail: 'O token foi revogado' }))).toBeUndefined();
    expect(sessionEndedElsewhereMessage(http(403, { detail: ended }))).toBeUndefined();
    expect(sessionEndedElsewhereMessage(network)).toBeUndefined();
  });
});

describe('password reset', () => {
  it('request: server error, fallback, connection', () => {
    expect(passwordResetRequestErrorMessage(http(400, { error: 'Informe o e-mail.' }))).toBe(
      'Informe o e-mail.',
    );
    expect(passwordResetRequestErrorMessage(http(500))).toBe(
      'Ocorreu um erro ao processar sua solicitação. Por favor, tente novamente.',
    );
    expect(passwordResetRequestErrorMessage(network)).toBe(
      'Erro de conexão com o servidor. Por favor, tente novamente.',
    );
  });
  it('confirm: server error, fallback, connection', () => {
    expect(passwordResetConfirmErrorMessage(http(400, { error: 'Token expirado.' }))).toBe('Token expirado.');
    expect(passwordResetConfirmErrorMessage(http(400, {}))).toBe(
      'Ocorreu um erro ao redefinir sua senha. O token pode ser inválido ou expirado.',
    );
    expect(passwordResetConfirmErrorMessage(timeout)).toBe(
      'Erro de conexão com o servidor. Por favor, tente novamente.',
    );
  });
  it('success texts fall back to the spec', () => {
    expect(passwordResetRequestSuccessMessage({})).toBe(
      'Se o seu e-mail estiver registrado, você receberá um link para redefinir sua senha.',
    );
    expect(passwordResetRequestSuccessMessage({ message: 'Enviado!' })).toBe('Enviado!');
    expect(passwordResetConfirmSuccessMessage()).toBe('Sua senha foi redefinida com sucesso!');
  });
});

describe('usage and activities', () => {
  it('usage: server error, current or historical fallback, connection', () => {
    expect(usageErrorMessage(http(400, { success: false, error: 'Mês inválido' }))).toBe('Mês inválido');
    expect(usageErrorMessage(http(500))).toBe('Erro ao carregar dados de uso');
    expect(usageErrorMessage(http(500), { historical: true })).toBe('Erro ao carregar dados históricos');
    expect(usageErrorMessage(network)).toBe('Erro de conexão');
  });
  it('activities: 401, 403, other status, connection', () => {
    expect(activitiesErrorMessage(http(401))).toBe('Sessão expirada. Faça login novamente.');
    expect(activitiesErrorMessage(http(403))).toBe('Acesso negado. Verifique suas permissões.');
    expect(activitiesErrorMessage(http(500))).toBe('Erro 500: Erro ao carregar atividades');
    expect(activitiesErrorMessage(network)).toBe('Erro de conexão. Verifique sua internet.');
  });
});

describe('account area fallbacks', () => {
  it.each([
    [conversationsErrorMessage, 'Erro ao carregar conversas'],
    [preferencesLoadErrorMessage, 'Erro ao carregar preferências'],
    [preferencesUpdateErrorMessage, 'Erro ao atualizar preferências'],
    [settingsLoadErrorMessage, 'Erro ao carregar configurações'],
    [settingsUpdateErrorMessage, 'Erro ao atualizar configurações'],
    [deleteConversationErrorMessage, 'Erro ao deletar conversa'],
    [memoryLoadErrorMessage, 'Erro ao carregar a memória'],
    [memoryUpdateErrorMessage, 'Erro ao salvar a memória'],
  ])('%o falls back to its text and prefers the server error', (describe, fallback) => {
    expect(describe(http(500))).toBe(fallback);
    expect(describe(network)).toBe(fallback);
    expect(describe(http(400, { success: false, error: 'Valor inválido' }))).toBe('Valor inválido');
  });
  it('export and download have fixed texts', () => {
    expect(exportConversationErrorMessage(http(404))).toBe('Erro ao exportar conversa');
    expect(downloadConversationErrorMessage()).toBe('Erro ao baixar conversa');
    expect(assessmentListErrorMessage(http(500))).toBe(
      'Falha ao carregar assessments. Tente novamente mais tarde.',
    );
  });
});

describe('changePasswordErrorMessage', () => {
  it("maps 'Wrong password' to 'Senha atual incorreta'", () => {
    expect(changePasswordErrorMessage(http(400, { error: 'Wrong password' }))).toBe('Senha atual incorreta');
  });
  it('shows the first new_password2 message', () => {
    expect(changePasswordErrorMessage(http(400, { new_password2: ['As senhas não coincidem'] }))).toBe(
      'As senhas não coincidem',
    );
  });
  it('other 400 asks to check the data; anything else to try again', () => {
    expect(changePasswordErrorMessage(http(400, { new_password: ['Senha fraca'] }))).toBe(
      'Erro ao alterar senha. Verifique os dados informados.',
    );
    expect(changePasswordErrorMessage(http(500))).toBe('Erro ao alterar senha. Tente novamente.');
    expect(changePasswordErrorMessage(network)).toBe('Erro ao alterar senha. Tente novamente.');
  });
});

describe('profileUpdateErrorMessage', () => {
  it('prefers message, then detail, then a field message, then the fallback', () => {
    expect(profileUpdateErrorMessage(http(400, { message: 'M', detail: 'D' }))).toBe('M');
    expect(profileUpdateErrorMessage(http(400, { detail: 'D' }))).toBe('D');
    expect(profileUpdateErrorMessage(http(400, { phone: ['Telefone inválido'] }))).toBe('Telefone inválido');
    expect(profileUpdateErrorMessage(http(500))).toBe('Erro ao atualizar dados');
    expect(profileUpdateErrorMessage(network)).toBe('Erro ao atualizar dados');
  });
});
