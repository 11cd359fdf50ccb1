// MSW handlers of the auth screens' calls, typed from the contract, for stories and tests. Each
// one answers as the reference server does (same texts), so a story shows what a user meets.

import { fakeJwt, fakeUser } from '@sppock/sdk/testing';
import { delay, HttpResponse, http } from '../testing/msw';

const never = () => delay('infinite');

export const loginHandlers = {
  success: [
    http.post('/api/accounts/token/', ({ response }) =>
      response(200).json({ access: fakeJwt(), refresh: fakeJwt(Date.now() + 86_400_000) }),
    ),
    http.get('/api/accounts/users/profile/', ({ response }) => response(200).json(fakeUser())),
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
      return response(200).json({ access: fakeJwt(), refresh: 'r' });
    }),
  ],
};

const REGISTERED = 'Cadastro realizado! Enviamos um código de verificação para o seu e-mail.';

/** The registration token the register call hands out, and the one a resend replaces it with. */
export const REGISTRATION_TOKENS = {
  first: 'cadastro-12-primeiro',
  renewed: 'cadastro-12-renovado',
} as const;

const COMMON_PASSWORD = 'Esta senha é comum ou fácil de adivinhar. Prefira uma frase com várias palavras.';

export const registerHandlers = {
  success: [
    http.post('/api/accounts/users/register/', ({ response }) =>
      response(201).json({ user_id: 12, message: REGISTERED, registration_token: REGISTRATION_TOKENS.first }),
    ),
  ],
  commonPassword: [
    http.post('/api/accounts/users/register/', ({ response }) =>
      response(400).json({ password: [COMMON_PASSWORD] }),
    ),
  ],
  invalidFields: [
    http.post('/api/accounts/users/register/', ({ response }) =>
      response(400).json({
        phone: ['Informe um celular válido com DDD (10 ou 11 dígitos).'],
        password: ['A senha deve ter pelo menos 8 caracteres.'],
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
      return response(201).json({
        user_id: 12,
        message: REGISTERED,
        registration_token: REGISTRATION_TOKENS.first,
      });
    }),
  ],
};

export const verifyHandlers = {
  success: [
    http.post('/api/accounts/users/verify_code/', ({ response }) =>
      response(200).json({
        access: fakeJwt(),
        refresh: fakeJwt(Date.now() + 86_400_000),
        user: fakeUser(),
      }),
    ),
  ],
  invalidCode: [
    http.post('/api/accounts/users/verify_code/', ({ response }) =>
      response(400).json({ error: 'Código de verificação inválido ou expirado' }),
    ),
  ],
  registrationExpired: [
    http.post('/api/accounts/users/verify_code/', ({ response }) =>
      response(400).json({
        error:
          'O prazo para verificar este cadastro terminou. Faça login ou recupere sua senha para ativar a conta.',
      }),
    ),
  ],
  resendSuccess: [
    http.post('/api/accounts/users/resend_code/', ({ response }) =>
      response(200).json({
        message: 'Enviamos um novo código de verificação para o seu e-mail.',
        registration_token: REGISTRATION_TOKENS.renewed,
      }),
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
  confirmCommonPassword: [
    http.post('/api/accounts/password-reset/confirm/', ({ response }) =>
      response(400).json({ error: COMMON_PASSWORD }),
    ),
  ],
  confirmNetworkFailure: [
    http.post('/api/accounts/password-reset/confirm/', ({ response }) =>
      response.untyped(HttpResponse.error()),
    ),
  ],
};
