import type { components, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Disconnects the number: its secrets are deleted and the webhook stops accepting Meta's calls. */
export function useDisconnectWhatsapp() {
  const { api } = useSppock();
  return useMutation<Schemas['WhatsappConnectionReply'], SppockError, void>({
    mutationKey: ['delete', '/api/integrations/whatsapp/'],
    mutationFn: () => unwrap(api.DELETE('/api/integrations/whatsapp/')),
  });
}
