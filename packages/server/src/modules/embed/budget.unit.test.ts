// The site budget's default and maximum are written in three places (the SDK's form limits, the
// database default, the contract's schemas): this ties them together.
import { SITE_MONTHLY_MESSAGES_DEFAULT, SITE_MONTHLY_MESSAGES_MAX } from '@sppock/sdk';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../../contract/document.ts';
import { EMBED_MESSAGES } from './messages.ts';
import { embedSites } from './schema.ts';

type Schemas = Record<string, { properties: Record<string, { maximum?: number; description?: string }> }>;

describe('orçamento do site parceiro', () => {
  it('o padrão e o máximo do SDK são os do banco, do contrato e da mensagem de erro', () => {
    expect(embedSites.monthlyMessages.default).toBe(SITE_MONTHLY_MESSAGES_DEFAULT);
    const schemas = (loadContract() as unknown as { components: { schemas: Schemas } }).components.schemas;
    for (const name of ['EmbedSitePatch', 'EmbedSiteRequest']) {
      expect(schemas[name]?.properties.monthly_messages?.maximum, name).toBe(SITE_MONTHLY_MESSAGES_MAX);
    }
    expect(schemas.EmbedSite?.properties.monthly_messages?.description).toContain(
      `${SITE_MONTHLY_MESSAGES_DEFAULT} por padrão`,
    );
    expect(EMBED_MESSAGES.budgetInvalid).toContain(
      new Intl.NumberFormat('pt-BR').format(SITE_MONTHLY_MESSAGES_MAX),
    );
  });
});
