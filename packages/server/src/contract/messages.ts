// The binder's own pt-BR messages: what a caller reads when the request never reaches a handler.

export const NOT_IMPLEMENTED_MESSAGE = 'Operação ainda não implementada no servidor de referência.';
export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor. Tente novamente mais tarde.';
export const BODY_TOO_LARGE_MESSAGE = 'Corpo da requisição muito grande (máximo 1 MB).';
/** Spec 2 §5: the chat's upload limit. */
export const FILE_TOO_LARGE_MESSAGE = 'Arquivo muito grande. Limite máximo: 100MB';
export const NOT_JSON_MESSAGE = 'Envie o corpo da requisição em JSON.';
export const NOT_FOUND_MESSAGE = 'Recurso não encontrado.';
export const BODY_MISSING_MESSAGE = 'Corpo da requisição ausente: envie um objeto JSON.';
export const INVALID_JSON_MESSAGE = 'JSON inválido no corpo da requisição.';
export const EMPTY_JSON_MESSAGE = 'Corpo da requisição vazio: envie um objeto JSON.';
export const INVALID_LENGTH_MESSAGE = 'Tamanho do corpo da requisição inválido.';
export const INVALID_REQUEST_MESSAGE = 'Requisição inválida.';
/** PostgreSQL cannot store U+0000 in text: refused up front instead of failing in the database. */
export const NUL_CHARACTER_MESSAGE = 'O texto não pode conter o caractere nulo (\\u0000).';
/** Spec 3 §6; the console operations' documented 403. */
export const SUPERUSER_ONLY_MESSAGE = 'Acesso restrito a superusuários.';
