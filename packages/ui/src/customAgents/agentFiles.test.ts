import { describe, expect, it } from 'vitest';
import { CUSTOM_AGENT_FORMAT, customAgentFileName, fileToBase64, parseCustomAgentFile } from './agentFiles';

describe('agent files', () => {
  it('reads a document as Base64, accents included', async () => {
    const text = 'Coffee break: R$ 32,00 por pessoa. Pão de queijo à vontade.';
    const encoded = await fileToBase64(new Blob([text]));
    expect(new TextDecoder().decode(Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0)))).toBe(text);
  });

  it('accepts only JSON in the export format', () => {
    const agent = { name: 'Propostas', description: 'd', category: 'Vendas', instructions: 'i' };
    expect(parseCustomAgentFile(JSON.stringify({ format: CUSTOM_AGENT_FORMAT, agent }))?.agent).toEqual(
      agent,
    );
    expect(parseCustomAgentFile('{"format":"outro/v1","agent":{}}')).toBeNull();
    expect(parseCustomAgentFile(JSON.stringify({ format: CUSTOM_AGENT_FORMAT }))).toBeNull();
    expect(parseCustomAgentFile('não é json')).toBeNull();
  });

  it('names the file after the agent', () => {
    expect(customAgentFileName('Propostas Boa Vista — Café & Cia')).toBe(
      'propostas-boa-vista-cafe-cia.sppock-agent.json',
    );
    expect(customAgentFileName('***')).toBe('agente.sppock-agent.json');
  });
});
