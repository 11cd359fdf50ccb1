// MSW handlers of the auth screens' calls, typed from the contract, for stories and tests. Each
// one answers as the reference server does (same texts), so a story shows what a user meets.
import { delay, HttpResponse, http } from '../testing/msw';
import { fakeAccessToken, sampleUser } from './mockedSppock';

const never = () => delay('infinite');

export const loginHandlers = {
  success: [
    http.post('/api/accounts/token/', ({ response }) =>
      response(200).json({ access: fakeAccessToken(), refresh: fakeAccessToken(Date.now() + 86_400_000) }),
    ),
    http.get('/api/accounts/users/profile/', ({ response }) => response(200).json(sampleUser())),
  ],
  wrongCredentials: [
    http.post('/api/accounts/token/', ({ response }) =>
      response(401).json({ detail: 'Nenhuma conta ativa encontrada com as credenciais fornecidas' }),
    ),
  ],
  inactive: [
    http.post('/api/accounts/token/', ({ response }) => response(401).json({ detail: 'Conta inativa' })),
  ],
  throttled: [
    http.post('/api/accounts/token/', ({ response }) =>
      response(429).json({ detail: 'Muitas tentativas de login' }),
    ),
  ],
  longDetail: [
    http.post('/api/accounts/token/', ({ response }) =>
      response(400).json({
        detail:
          'Não foi possível entrar agora porque a sua organização exige uma confirmação adicional de identidade. Fale com o administrador da conta Enterprise da sua empresa para liberar o acesso deste dispositivo.',
      }),
    ),
  ],
  networkFailure: [
    http.post('/api/accounts/token/', ({ response }) => response.untyped(HttpResponse.error())),
  ],
  pending: [
    http.post('/api/accounts/token/', async ({ response }) => {
      await never();
      return response(200).json({ access: fakeAccessToken(), refresh: 'r' });
    }),
  ],
};

const REGISTERED = 'Cadastro realizado! Enviamos um código de verificação por SMS e e-mail.';

export const registerHandlers = {
  success: [
    http.post('/api/accounts/users/register/', ({ response }) =>
      response(201).json({ user_id: 12, message: REGISTERED }),
    ),
  ],
  emailTaken: [
    http.post('/api/accounts/users/register/', ({ response }) =>
      response(400).json({
        email: ['Este e-mail já está cadastrado.'],
        suggestion: 'Faça login ou recupere sua senha.',
      }),
    ),
  ],
  invalidFields: [
    http.post('/api/accounts/users/register/', ({ response }) =>
      response(400).json({
        phone: ['Informe um celular válido com DDD (10 ou 11 dígitos).'],
        password: [
          'A senha deve ter pelo menos 8 caracteres, com letra maiúscula, letra minúscula e número.',
        ],
      }),
    ),
  ],
  throttled: [
    http.post('/api/accounts/users/register/', ({ response }) =>
      response(429).json({
        error: 'Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.',
      }),
    ),
  ],
  networkFailure: [
    http.post('/api/accounts/users/register/', ({ response }) => response.untyped(HttpResponse.error())),
  ],
  pending: [
    http.post('/api/accounts/users/register/', async ({ response }) => {
      await never();
      return response(201).json({ user_id: 12, message: REGISTERED });
    }),
  ],
};

export const verifyHandlers = {
  success: [
    http.post('/api/accounts/users/verify_code/', ({ response }) =>
      response(200).json({
        access: fakeAccessToken(),
        refresh: fakeAccessToken(Date.now() + 86_400_000),
        user: sampleUser(),
      }),
    ),
  ],
  invalidCode: [
    http.post('/api/accounts/users/verify_code/', ({ response }) =>
      response(400).json({ error: 'Código de verificação inválido ou expirado' }),
    ),
  ],
  resendSuccess: [
    http.post('/api/accounts/users/resend_code/', ({ response }) =>
      response(200).json({ message: 'Enviamos um novo código de verificação por SMS e e-mail.' }),
    ),
  ],
  resendTooSoon: [
    http.post('/api/accounts/users/resend_code/', ({ response }) =>
      response(429).json(
        { error: 'Aguarde 42 segundos para solicitar um novo código.' },
        { headers: { 'Retry-After': '42' } },
      ),
    ),
  ],
};

export const passwordResetHandlers = {
  requestSuccess: [
    http.post('/api/accounts/password-reset/', ({ response }) =>
      response(200).json({
        message: 'Se o seu e-mail estiver registrado, você receberá um link para redefinir sua senha.',
      }),
    ),
  ],
  requestThrottled: [
    http.post('/api/accounts/password-reset/', ({ response }) =>
      response(429).json({ error: 'Muitas solicitações. Aguarde alguns minutos e tente novamente.' }),
    ),
  ],
  requestNetworkFailure: [
    http.post('/api/accounts/password-reset/', ({ response }) => response.untyped(HttpResponse.error())),
  ],
  requestPending: [
    http.post('/api/accounts/password-reset/', async ({ response }) => {
      await never();
      return response(200).json({ message: '' });
    }),
  ],
  confirmSuccess: [
    http.post('/api/accounts/password-reset/confirm/', ({ response }) =>
      response(200).json({ message: 'Sua senha foi redefinida com sucesso!' }),
    ),
  ],
  confirmInvalidToken: [
    http.post('/api/accounts/password-reset/confirm/', ({ response }) =>
      response(400).json({ error: 'Link de redefinição inválido ou expirado. Solicite um novo link.' }),
    ),
  ],
  confirmWeakPassword: [
    http.post('/api/accounts/password-reset/confirm/', ({ response }) =>
      response(400).json({
        error: 'A senha deve ter pelo menos 8 caracteres, com letra maiúscula, letra minúscula e número.',
      }),
    ),
  ],
  confirmNetworkFailure: [
    http.post('/api/accounts/password-reset/confirm/', ({ response }) =>
      response.untyped(HttpResponse.error()),
    ),
  ],
};
