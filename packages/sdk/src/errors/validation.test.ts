import { describe, expect, it } from 'vitest';
import {
  EMPTY_UPLOAD_MESSAGE,
  isAcceptedUpload,
  MAX_UPLOAD_BYTES,
  normalizeWebPageUrl,
  RESET_LINK_MISSING_MESSAGE,
  UNSUPPORTED_UPLOAD_MESSAGE,
  urlAnalysisMessage,
  validateAccountDeletion,
  validateChangePassword,
  validateExport,
  validateIgtaAnswers,
  validateMbtiAnswers,
  validatePasswordReset,
  validateProfile,
  validateRegistrationPasswords,
  validateSupportMessage,
  validateSupportReply,
  validateUpload,
  validateUploadSize,
  validateWebPageUrl,
  WEB_PAGE_URL_INVALID_MESSAGE,
  WEB_PAGE_URL_REQUIRED_MESSAGE,
} from './validation';

describe('account validation', () => {
  it('registration passwords must correspond', () => {
    expect(validateRegistrationPasswords('Abc12345', 'Abc12346')).toBe('As senhas não correspondem');
    expect(validateRegistrationPasswords('Abc12345', 'Abc12345')).toBeNull();
  });
  it('password reset needs a token and matching passwords', () => {
    expect(validatePasswordReset({ token: '', password: 'a', passwordConfirm: 'a' })).toBe(
      'Token de redefinição de senha ausente.',
    );
    expect(validatePasswordReset({ token: 'tok', password: 'a', passwordConfirm: 'b' })).toBe(
      'As senhas não coincidem.',
    );
    expect(validatePasswordReset({ token: 'tok', password: 'a', passwordConfirm: 'a' })).toBeNull();
    expect(RESET_LINK_MISSING_MESSAGE).toBe(
      'Link de redefinição de senha inválido ou ausente. Por favor, solicite um novo link.',
    );
  });
  it('profile needs an @ and, when given, a 10-digit phone', () => {
    expect(validateProfile({ email: 'mariana.costa' })).toBe('Por favor, insira um email válido');
    expect(validateProfile({ email: 'm@x.com.br', phone: '(31) 3214-567' })).toBe(
      'Por favor, insira um telefone válido (mínimo 10 dígitos)',
    );
    expect(validateProfile({ email: 'm@x.com.br', phone: '' })).toBeNull();
    expect(validateProfile({ email: 'm@x.com.br', phone: '(31) 3214-5678' })).toBeNull();
  });
  it('change password: match first, then 8 characters', () => {
    expect(validateChangePassword({ newPassword: 'curta', confirmPassword: 'outra' })).toBe(
      'As senhas não coincidem',
    );
    expect(validateChangePassword({ newPassword: 'curta', confirmPassword: 'curta' })).toBe(
      'A nova senha deve ter pelo menos 8 caracteres',
    );
    expect(
      validateChangePassword({ newPassword: 'Broa&Queijo2026', confirmPassword: 'Broa&Queijo2026' }),
    ).toBeNull();
  });
  it('account deletion needs DELETAR exactly', () => {
    expect(validateAccountDeletion('deletar')).toBe('Digite DELETAR para confirmar');
    expect(validateAccountDeletion('DELETAR')).toBeNull();
  });
});

describe('chat validation', () => {
  it('rejects files over 100MB and unknown extensions', () => {
    expect(validateUploadSize({ size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'Arquivo muito grande. Limite máximo: 100MB',
    );
    expect(validateUploadSize({ size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(isAcceptedUpload('Relatório.PDF')).toBe(true);
    expect(isAcceptedUpload('planilha.xlsx')).toBe(true);
    expect(isAcceptedUpload('script.exe')).toBe(false);
    expect(isAcceptedUpload('pdf')).toBe(false);
  });
  it('checks a file before upload: type first, then emptiness, then size', () => {
    expect(validateUpload({ name: 'script.exe', size: 10 })).toBe(UNSUPPORTED_UPLOAD_MESSAGE);
    expect(validateUpload({ name: 'vazio.txt', size: 0 })).toBe(EMPTY_UPLOAD_MESSAGE);
    expect(validateUpload({ name: 'grande.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe(
      'Arquivo muito grande. Limite máximo: 100MB',
    );
    expect(validateUpload({ name: 'Relatório.PDF', size: MAX_UPLOAD_BYTES })).toBeNull();
  });
  it('URL analysis takes http and https pages, adding https:// when the scheme is missing', () => {
    expect(validateWebPageUrl('  ')).toBe(WEB_PAGE_URL_REQUIRED_MESSAGE);
    expect(validateWebPageUrl('ftp://arquivos.exemplo.com.br')).toBe(WEB_PAGE_URL_INVALID_MESSAGE);
    expect(validateWebPageUrl('javascript:alert(1)')).toBe(WEB_PAGE_URL_INVALID_MESSAGE);
    expect(validateWebPageUrl('padaria boa vista')).toBe(WEB_PAGE_URL_INVALID_MESSAGE);
    expect(validateWebPageUrl('padaria')).toBe(WEB_PAGE_URL_INVALID_MESSAGE);
    expect(normalizeWebPageUrl('padariaboavista.com.br/cardapio')).toBe(
      'https://padariaboavista.com.br/cardapio',
    );
    expect(normalizeWebPageUrl('exemplo.com.br:8080/a')).toBe('https://exemplo.com.br:8080/a');
    expect(normalizeWebPageUrl(' http://localhost:3000/precos ')).toBe('http://localhost:3000/precos');
    expect(validateWebPageUrl('https://www.padariaboavista.com.br')).toBeNull();
  });
  it('export needs a message; URL analysis has its prefix', () => {
    expect(validateExport(0)).toBe('Nenhuma conversa para exportar');
    expect(validateExport(2)).toBeNull();
    expect(urlAnalysisMessage(' https://padariaboavista.com.br ')).toBe(
      'Analise esta página web: https://padariaboavista.com.br',
    );
  });
});

describe('assessment validation', () => {
  it('MBTI needs every question answered', () => {
    expect(validateMbtiAnswers(31, 32)).toBe('Por favor, responda todas as questões antes de continuar.');
    expect(validateMbtiAnswers(32, 32)).toBeNull();
  });
  it('IGTA needs one non-empty answer anywhere', () => {
    expect(validateIgtaAnswers({ comportamental: { identify: ['  ', ''] } })).toBe(
      'Por favor, responda pelo menos algumas questões',
    );
    expect(validateIgtaAnswers({ gerencial: { gap: ['', 'Falta de processos claros'] } })).toBeNull();
  });
});

describe('support validation', () => {
  it('new message: required, subject 5, content 10 (trimmed)', () => {
    expect(validateSupportMessage({ subject: '', content: 'conteúdo longo' })).toBe(
      'Por favor, preencha todos os campos obrigatórios',
    );
    expect(validateSupportMessage({ subject: ' Erro ', content: 'conteúdo longo' })).toBe(
      'O assunto deve ter pelo menos 5 caracteres',
    );
    expect(validateSupportMessage({ subject: 'Fatura', content: 'curto' })).toBe(
      'O conteúdo deve ter pelo menos 10 caracteres',
    );
    expect(
      validateSupportMessage({ subject: 'Fatura duplicada', content: 'Fui cobrada duas vezes.' }),
    ).toBeNull();
  });
  it('reply: required and 5 characters', () => {
    expect(validateSupportReply('   ')).toBe('Por favor, digite uma resposta');
    expect(validateSupportReply('ok')).toBe('A resposta deve ter pelo menos 5 caracteres');
    expect(validateSupportReply('Obrigada!')).toBeNull();
  });
});
