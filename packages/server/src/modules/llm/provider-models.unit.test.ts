// The lazy providers' models name themselves as their SDKs do, and hand the SDK's answers over.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  loadProviderModel,
  providerModel,
  type RemoteProvider,
  SDK_PROVIDER_IDS,
} from './provider-models.ts';

const llm = loadConfig({}).llm;
const PROVIDERS = Object.keys(SDK_PROVIDER_IDS) as RemoteProvider[];

describe('modelos dos provedores, carregados no primeiro uso', () => {
  it.each(PROVIDERS)('%s: o nome e as URLs aceitas são os do SDK', async (provider) => {
    const sdkModel = await loadProviderModel(llm, provider, 'modelo-x');
    const model = providerModel(llm, provider, 'modelo-x');
    expect(model.provider).toBe(sdkModel.provider);
    expect(model.modelId).toBe('modelo-x');
    expect(await model.supportedUrls).toEqual(await sdkModel.supportedUrls);
  });
});
