// @vitest-environment jsdom

import type { components } from '@sppock/sdk';
import { createTestClient, HttpResponse, http } from '@sppock/sdk/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { wrapperFor } from '../testWrapper';
import { useConnectWhatsapp } from './useConnectWhatsapp';
import { useDisconnectWhatsapp } from './useDisconnectWhatsapp';
import { useUpdateWhatsappSettings } from './useUpdateWhatsappSettings';
import { useWhatsappConnection } from './useWhatsappConnection';

const connection: components['schemas']['WhatsappConnection'] = {
  phone_number_id: '106540352242922',
  display_phone: '+55 11 98765-4321',
  responder: 'commander',
  custom_agent_id: null,
  template_name: null,
  webhook_url: 'https://app.sppock.com.br/api/whatsapp/webhook/4f8e2b1c-7a3d-4c9e-b1f0-2d6a8e5c3b71/',
  access_token_hint: '••••k3Xz',
  verify_token_hint: '••••2026',
  connected_at: '2026-11-20T14:03:00Z',
};

describe('WhatsApp hooks', () => {
  it('reads the number again after it is connected, changed and disconnected', async () => {
    let current: components['schemas']['WhatsappConnection'] | null = null;
    const test = createTestClient({
      handlers: [
        http.get('/api/integrations/whatsapp/', () =>
          HttpResponse.json({ success: true, connection: current }),
        ),
        http.put('/api/integrations/whatsapp/', async ({ request }) => {
          const body = (await request.json()) as { phone_number_id: string };
          current = { ...connection, phone_number_id: body.phone_number_id };
          return HttpResponse.json({
            success: true,
            message: 'Número do WhatsApp ligado.',
            connection: current,
          });
        }),
        http.patch('/api/integrations/whatsapp/', async ({ request }) => {
          const body = (await request.json()) as { responder: 'faq_chatbot' | 'commander' };
          current = current && { ...current, responder: body.responder };
          return HttpResponse.json({
            success: true,
            message: 'Configuração do WhatsApp salva.',
            connection: current,
          });
        }),
        http.delete('/api/integrations/whatsapp/', () => {
          current = null;
          return HttpResponse.json({
            success: true,
            message: 'Número do WhatsApp desligado.',
            connection: null,
          });
        }),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const read = renderHook(() => useWhatsappConnection(), { wrapper });
    const connect = renderHook(() => useConnectWhatsapp(), { wrapper });
    const update = renderHook(() => useUpdateWhatsappSettings(), { wrapper });
    const disconnect = renderHook(() => useDisconnectWhatsapp(), { wrapper });
    await waitFor(() => expect(read.result.current.data?.connection).toBeNull());
    await act(() =>
      connect.result.current.mutateAsync({
        phone_number_id: '106540352242922',
        access_token: 'EAAGm0PX4ZCpsBAKZCZBfake0token',
        app_secret: '8f14e45fceea167a5a36dedd4bea2543',
        verify_token: 'padaria-boa-vista-2026',
        responder: 'commander',
      }),
    );
    await waitFor(() =>
      expect(read.result.current.data?.connection?.phone_number_id).toBe('106540352242922'),
    );
    await act(() => update.result.current.mutateAsync({ responder: 'faq_chatbot' }));
    await waitFor(() => expect(read.result.current.data?.connection?.responder).toBe('faq_chatbot'));
    await act(() => disconnect.result.current.mutateAsync());
    await waitFor(() => expect(read.result.current.data?.connection).toBeNull());
  });

  it("gives the server's pt-BR refusal as the error", async () => {
    const test = createTestClient({
      handlers: [
        http.put('/api/integrations/whatsapp/', () =>
          HttpResponse.json(
            { success: false, error: 'Este número do WhatsApp já está ligado a outra conta do Sppock.' },
            { status: 409 },
          ),
        ),
      ],
    });
    const { wrapper } = wrapperFor(test);
    const connect = renderHook(() => useConnectWhatsapp(), { wrapper });
    await act(() =>
      connect.result.current
        .mutateAsync({
          phone_number_id: '106540352242922',
          access_token: 'EAAGm0PX4ZCpsBAKZCZBfake0token',
          app_secret: '8f14e45fceea167a5a36dedd4bea2543',
          verify_token: 'padaria-boa-vista-2026',
          responder: 'commander',
        })
        .catch(() => undefined),
    );
    await waitFor(() =>
      expect(connect.result.current.error?.message).toBe(
        'Este número do WhatsApp já está ligado a outra conta do Sppock.',
      ),
    );
  });
});
