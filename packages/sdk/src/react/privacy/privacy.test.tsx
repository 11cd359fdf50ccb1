// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useDownloadDataExport } from './useDownloadDataExport';
import { usePrivacy } from './usePrivacy';
import { useRequestDataExport } from './useRequestDataExport';
import { useUpdateConsents } from './useUpdateConsents';

const EXPORT_ID = '3f6b2a1c-8d4e-4f7a-9b21-6c5d7e8f9a01';

const privacy = (marketing: boolean) => ({
  consents: {
    terms: { version: '2026-11', accepted_at: '2026-11-02T13:20:00Z' },
    marketing_emails: { granted: marketing, since: marketing ? null : '2026-11-20T18:04:00Z' },
    memory: { granted: false, since: null },
  },
  consent_history: [],
  retention_days: null,
  processors: [],
  data_officer: 'Fale com o encarregado pelo Suporte.',
  operator_reads: [],
  exports: [],
});

describe('usePrivacy e useUpdateConsents', () => {
  it('lê a aba e, depois de mudar um consentimento, lê de novo', async () => {
    let marketing = true;
    let reads = 0;
    const sent: unknown[] = [];
    const test = createTestClient({
      handlers: [
        http.get('/api/accounts/privacy/', ({ response }) => {
          reads += 1;
          return response(200).json({ success: true, privacy: privacy(marketing) });
        }),
        http.put('/api/accounts/privacy/consents/', async ({ request, response }) => {
          const body = await request.json();
          sent.push(body);
          marketing = body.marketing_emails ?? marketing;
          return response(200).json({
            success: true,
            privacy: privacy(marketing),
            message: 'Consentimentos atualizados.',
          });
        }),
      ],
    });
    const { result } = renderHook(
      () => ({ read: usePrivacy(), update: useUpdateConsents() }),
      wrapperFor(test),
    );
    await waitFor(() =>
      expect(result.current.read.data?.privacy.consents.marketing_emails.granted).toBe(true),
    );
    await act(() => result.current.update.mutateAsync({ marketing_emails: false }));
    expect(sent).toEqual([{ marketing_emails: false }]);
    await waitFor(() =>
      expect(result.current.read.data?.privacy.consents.marketing_emails.granted).toBe(false),
    );
    expect(reads).toBe(2);
  });
});

describe('useRequestDataExport', () => {
  it('uma cópia já em preparo mostra a mensagem do servidor', async () => {
    const refusal = 'Já estamos preparando uma cópia dos seus dados. Você receberá o link por e-mail.';
    const test = createTestClient({
      handlers: [
        http.post('/api/accounts/privacy/exports/', ({ response }) =>
          response(409).json({ success: false, error: refusal }),
        ),
      ],
    });
    const { result } = renderHook(() => useRequestDataExport(), wrapperFor(test));
    await act(() => result.current.mutateAsync().catch(() => undefined));
    await waitFor(() => expect(result.current.error?.message).toBe(refusal));
  });
});

describe('useDownloadDataExport', () => {
  it('manda o token do link e devolve o zip com o nome do servidor', async () => {
    let token: string | null = null;
    const test = createTestClient({
      handlers: [
        http.get('/api/accounts/privacy/exports/{export_id}/download/', ({ params, query, response }) => {
          token = query.get('token');
          expect(params.export_id).toBe(EXPORT_ID);
          return response.untyped(
            new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
              headers: {
                'content-type': 'application/zip',
                'content-disposition':
                  'attachment; filename="sppock-meus-dados-2026-11-22.zip"; filename*=UTF-8\'\'sppock-meus-dados-2026-11-22.zip',
              },
            }),
          );
        }),
      ],
    });
    const { result } = renderHook(() => useDownloadDataExport(), wrapperFor(test));
    const file = await act(() => result.current.mutateAsync({ exportId: EXPORT_ID, token: 'abc' }));
    expect(token).toBe('abc');
    expect(file.fileName).toBe('sppock-meus-dados-2026-11-22.zip');
    expect(file.blob.size).toBe(4);
  });

  it('um link expirado ou de outra conta lê a mesma mensagem', async () => {
    const test = createTestClient({
      handlers: [
        http.get('/api/accounts/privacy/exports/{export_id}/download/', ({ response }) =>
          response(404).json({ success: false, error: 'Link de download inválido ou expirado.' }),
        ),
      ],
    });
    const { result } = renderHook(() => useDownloadDataExport(), wrapperFor(test));
    await act(() =>
      result.current.mutateAsync({ exportId: EXPORT_ID, token: 'velho' }).catch(() => undefined),
    );
    await waitFor(() =>
      expect(result.current.error?.message).toBe(
        'Link de download inválido ou expirado. Peça uma nova cópia em Minha Conta › Privacidade.',
      ),
    );
  });
});
