// MSW handlers for the chat file download (`GET /api/files/{file_id}/`), for stories and tests.
import { delay, HttpResponse, http } from '../../testing/msw';

/** The id of the fixture file ('cardapio-cafe-batel.txt'). */
export const MENU_FILE_ID = '9d2e7b14-6a3f-4c58-b0e1-2f7a9c4d8e61';

/** The fixture file's text. */
export const MENU_FILE_TEXT = 'Cardápio — Café Batel, Curitiba (março de 2026)\nCafé coado: R$ 7,50\n';

/**
 * The download: the fixture file for a request with a bearer token, 401 without one, 404 for
 * any other id (the server's answer for a file that is not the user's).
 */
export function fileHandlers({ state = 'ok' }: { state?: 'ok' | 'error' | 'slow' } = {}) {
  return [
    http.get('/api/files/{file_id}/', async ({ params, request, response }) => {
      if (state === 'slow') {
        await delay('infinite');
      }
      if (!request.headers.get('Authorization')?.startsWith('Bearer ')) {
        return response(401).json({ detail: 'As credenciais de autenticação não foram fornecidas.' });
      }
      if (state === 'error' || params.file_id !== MENU_FILE_ID) {
        return response(404).json({ success: false, error: 'Arquivo não encontrado.' });
      }
      return response.untyped(
        new HttpResponse(MENU_FILE_TEXT, {
          headers: {
            'Content-Type': 'text/plain; charset=utf-8',
            'Content-Disposition': `attachment; filename="cardapio-cafe-batel.txt"; filename*=UTF-8''cardapio-cafe-batel.txt`,
          },
        }),
      );
    }),
  ];
}
