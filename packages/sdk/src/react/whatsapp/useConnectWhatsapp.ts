import type { components, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/**
 * Connects (or replaces) the account's WhatsApp Business number with its secrets, which the
 * server keeps encrypted and never returns; the server's pt-BR message says what is wrong (a
 * number taken by another account: 409; a custom agent outside Enterprise: 403).
 */
export function useConnectWhatsapp() {
  const { api } = useSppock();
  return useMutation<Schemas['WhatsappConnectionReply'], SppockError, Schemas['WhatsappConnectRequest']>({
    mutationKey: ['put', '/api/integrations/whatsapp/'],
    mutationFn: (body) => unwrap(api.PUT('/api/integrations/whatsapp/', { body })),
  });
}
