import type { components, SppockError } from '@sppock/sdk';
import { useMutation } from '@tanstack/react-query';
import { useSppock } from '../SppockProvider';
import { unwrap } from '../unwrap';

type Schemas = components['schemas'];

/** Changes who answers on WhatsApp (and the template outside the 24-hour window), secrets untouched. */
export function useUpdateWhatsappSettings() {
  const { api } = useSppock();
  return useMutation<Schemas['WhatsappConnectionReply'], SppockError, Schemas['WhatsappSettingsRequest']>({
    mutationKey: ['patch', '/api/integrations/whatsapp/'],
    mutationFn: (body) => unwrap(api.PATCH('/api/integrations/whatsapp/', { body })),
  });
}
