import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSppock } from '../../testing/renderWithSppock';
import { downloadConversationTxt, exportConversationTxt, fileNamePart } from './exportConversation';
import type { ConversationExportInput } from './types';

const conversation: ConversationExportInput = {
  agentName: 'Sppock Commander',
  sessionTitle: 'Plano de Páscoa da Padaria Boa Vista',
  date: new Date('2026-03-12T21:30:00Z'),
  timeZone: 'America/Sao_Paulo',
  messages: [
    { role: 'user', content: 'Quais produtos destacar na Páscoa?', timestamp: '2026-03-12T21:00:00Z' },
    {
      role: 'assistant',
      content: '**Colomba pascal** e ovos recheados.\nMonte kits para presente.',
      timestamp: '2026-03-12T21:01:00Z',
      agentName: 'Brainstorm AI',
    },
    { role: 'assistant', content: '' },
  ],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('exportConversationTxt', () => {
  it('names the file agent-session-date and writes header and messages', () => {
    const { filename, text } = exportConversationTxt(conversation);
    expect(filename).toBe('sppock-commander-plano-de-pascoa-da-padaria-boa-vista-2026-03-12.txt');
    expect(text).toBe(
      [
        'Conversa exportada da Sppock',
        'Agente: Sppock Commander',
        'Conversa: Plano de Páscoa da Padaria Boa Vista',
        'Exportada em: 12/03/2026, 18:30',
        '',
        '----------------------------------------',
        '',
        '[12/03/2026, 18:00] Você:',
        'Quais produtos destacar na Páscoa?',
        '',
        '[12/03/2026, 18:01] Assistente (Brainstorm AI):',
        '**Colomba pascal** e ovos recheados.',
        'Monte kits para presente.',
        '',
      ].join('\n'),
    );
  });

  it('uses the day of the given time zone and names an untitled conversation', () => {
    const lateNight = { ...conversation, sessionTitle: '  ', date: new Date('2026-03-13T01:30:00Z') };
    expect(exportConversationTxt(lateNight).filename).toBe('sppock-commander-nova-conversa-2026-03-12.txt');
    expect(exportConversationTxt({ ...lateNight, timeZone: 'UTC' }).filename).toBe(
      'sppock-commander-nova-conversa-2026-03-13.txt',
    );
    expect(fileNamePart('  Análise: concorrência — São Paulo!  ')).toBe('analise-concorrencia-sao-paulo');
  });
});

describe('downloadConversationTxt', () => {
  it("saves the file and says 'Conversa exportada em formato TXT!'", async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      lastBlob = blob as Blob;
      return 'blob:export';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, blob: lastBlob as unknown as Blob });
    });
    const { screen } = await renderWithSppock(<p>Chat</p>, { handlers: [] });
    expect(downloadConversationTxt(conversation)).toBe(true);
    await expect.element(screen.getByText('Conversa exportada em formato TXT!')).toBeVisible();
    expect(saved.map((file) => file.name)).toEqual([
      'sppock-commander-plano-de-pascoa-da-padaria-boa-vista-2026-03-12.txt',
    ]);
    expect(saved[0]!.blob.type).toBe('text/plain;charset=utf-8');
    expect(await saved[0]!.blob.text()).toContain('Quais produtos destacar na Páscoa?');
  });

  it("refuses a conversation with nothing said: 'Nenhuma conversa para exportar'", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { screen } = await renderWithSppock(<p>Chat</p>, { handlers: [] });
    expect(
      downloadConversationTxt({ ...conversation, messages: [{ role: 'assistant', content: '  ' }] }),
    ).toBe(false);
    await expect.element(screen.getByText('Nenhuma conversa para exportar')).toBeVisible();
    expect(click).not.toHaveBeenCalled();
  });

  it("says 'Erro ao exportar conversa' when the browser cannot make the file", async () => {
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      throw new Error('sem memória');
    });
    const { screen } = await renderWithSppock(<p>Chat</p>, { handlers: [] });
    expect(downloadConversationTxt(conversation)).toBe(false);
    await expect.element(screen.getByText('Erro ao exportar conversa')).toBeVisible();
  });
});
