// @vitest-environment jsdom

import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useExportRoutingExamples } from './useExportRoutingExamples';

const TSV = 'text\tlabel\nPreciso de quem venda embalagens kraft em Campinas\tsupplier_finder\n';

describe('useExportRoutingExamples', () => {
  it('baixa o TSV com o token e o nome do arquivo; uma falha é a mensagem do catálogo', async () => {
    let authorization: string | null = null;
    let fail = false;
    const test = createTestClient({
      handlers: [
        http.get('/api/agents/routing/examples/export/', ({ request }) => {
          authorization = request.headers.get('authorization');
          return fail
            ? HttpResponse.json({ success: false, error: 'Erro interno.' }, { status: 500 })
            : new Response(TSV, {
                headers: {
                  'content-type': 'text/tab-separated-values; charset=utf-8',
                  'content-disposition': `attachment; filename="exemplos-roteamento.tsv"; filename*=UTF-8''exemplos-roteamento.tsv`,
                },
              });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const { result } = renderHook(() => useExportRoutingExamples(), { wrapper });
    const file = await act(() => result.current.mutateAsync());
    expect(file.fileName).toBe('exemplos-roteamento.tsv');
    expect(await file.blob.text()).toBe(TSV);
    expect(authorization).toMatch(/^Bearer /);
    fail = true;
    await act(() => result.current.mutateAsync().catch(() => undefined));
    await waitFor(() =>
      expect(result.current.error?.message).toBe('Erro ao exportar os exemplos de roteamento'),
    );
  });
});
