import { describe, expect, it } from 'vitest';
import { buttonNamed, clickWhenPresent, expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { CustomAgentManager } from './CustomAgentManager';
import { customAgentsHandlers } from './customAgentsHandlers';
import { memberAgentsFixture } from './fixtures';

const PATH = '/agents/personalizados';

describe('CustomAgentManager', () => {
  it('has no axe violations in either theme, with the form open', async () => {
    await expectAccessibleInBothThemes(<CustomAgentManager />, {
      sppock: { handlers: customAgentsHandlers(), path: PATH },
      act: async () => {
        // 'Novo agente' shows once the team answers, after the list: wait for it, not for the list.
        await clickWhenPresent(() => buttonNamed('Novo agente'), 'Novo agente');
        await expect.poll(() => document.querySelector('[role="dialog"]')).not.toBeNull();
      },
    });
  });

  it("lists the team's agents with a link to each chat", async () => {
    const { screen } = await renderWithSppock(<CustomAgentManager />, {
      handlers: customAgentsHandlers(),
      path: PATH,
    });
    await expect.element(screen.getByRole('heading', { name: 'Agentes da equipe', level: 1 })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Propostas Boa Vista' })).toBeVisible();
    await expect.element(screen.getByText('1 documento · Sem ferramentas')).toBeVisible();
    await expect.element(screen.getByText('Sem documentos · Busca na web, Leitura de URLs')).toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Abrir conversa' }).first())
      .toHaveAttribute('href', '/agents/cag_7Hq2LmX9pR4tVw8K');
  });

  it('checks the form, then creates an agent and opens its documents', async () => {
    const { screen, host } = await renderWithSppock(<CustomAgentManager />, {
      handlers: customAgentsHandlers(),
      path: PATH,
    });
    await screen.getByRole('button', { name: 'Novo agente' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Novo agente personalizado' });
    await dialog.getByRole('button', { name: 'Criar agente' }).click();
    await expect.element(dialog.getByText('Informe o nome do agente.')).toBeVisible();
    await expect.element(dialog.getByText('Informe a descrição do agente.')).toBeVisible();
    expect(host.count('POST /api/custom-agents/')).toBe(0);
    await dialog.getByRole('textbox', { name: 'Nome' }).fill('Cobranças');
    await dialog.getByRole('combobox', { name: 'Categoria' }).selectOptions('Administração');
    await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Responde dúvidas de cobrança e boletos.');
    await dialog.getByRole('textbox', { name: 'Instruções' }).fill('Explique com calma e cite o documento.');
    await dialog
      .getByRole('textbox', { name: 'Sugestões de início' })
      .fill(Array.from({ length: 9 }, (_, index) => `Pergunta ${index + 1}`).join('\n'));
    await dialog.getByRole('checkbox', { name: 'Leitura de URLs' }).click();
    await dialog.getByRole('button', { name: 'Criar agente' }).click();
    await expect.element(dialog.getByText('Use no máximo 8 sugestões de início.')).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Sugestões de início' })
      .fill('Qual o vencimento do boleto?\n\n');
    await dialog.getByRole('button', { name: 'Criar agente' }).click();
    await expect.element(screen.getByText('Agente Cobranças criado.')).toBeVisible();
    // The new agent's documents open next: a knowledge document is the usual next step.
    const documents = screen.getByRole('dialog', { name: 'Documentos de Cobranças' });
    await expect.element(documents.getByText('Nenhum documento ainda.')).toBeVisible();
    await documents.getByRole('button', { name: 'Fechar' }).first().click();
    await expect.element(screen.getByRole('heading', { name: 'Cobranças' })).toBeVisible();
    await expect.element(screen.getByText('Sem documentos · Leitura de URLs')).toBeVisible();
  });

  it("a repeated name shows the server's refusal inside the form", async () => {
    const { screen } = await renderWithSppock(<CustomAgentManager />, {
      handlers: customAgentsHandlers(),
      path: PATH,
    });
    await screen.getByRole('button', { name: 'Editar' }).last().click();
    const dialog = screen.getByRole('dialog', { name: 'Editar Posts da Semana' });
    await expect
      .element(dialog.getByRole('textbox', { name: 'Sugestões de início' }))
      .toHaveValue('Post de lançamento do panetone');
    await dialog.getByRole('textbox', { name: 'Nome' }).fill('Propostas Boa Vista');
    await dialog.getByRole('button', { name: 'Salvar agente' }).click();
    await expect
      .element(dialog.getByText('Sua equipe já tem um agente chamado Propostas Boa Vista.'))
      .toBeVisible();
  });

  it('uploads a knowledge document and deletes it', async () => {
    const { screen, host } = await renderWithSppock(<CustomAgentManager />, {
      handlers: customAgentsHandlers(),
      path: PATH,
    });
    await screen.getByRole('button', { name: 'Documentos' }).first().click();
    const dialog = screen.getByRole('dialog', { name: 'Documentos de Propostas Boa Vista' });
    await dialog.getByRole('button', { name: 'Enviar documento' }).click();
    await expect.element(dialog.getByRole('alert')).toHaveTextContent('Arquivo do documento');
    await dialog
      .getByLabelText('Arquivo do documento')
      .upload(new File(['Coffee break: R$ 32,00 por pessoa.'], 'precos.txt', { type: 'text/plain' }));
    await dialog.getByRole('button', { name: 'Enviar documento' }).click();
    await expect.element(screen.getByText('Documento precos.txt adicionado.')).toBeVisible();
    await expect.element(dialog.getByText('precos.txt')).toBeVisible();
    expect(host.count('POST /api/custom-agents/cag_7Hq2LmX9pR4tVw8K/documents/')).toBe(1);
    await dialog.getByRole('button', { name: 'Excluir precos.txt' }).click();
    await expect.element(screen.getByText('Documento precos.txt excluído.')).toBeVisible();
    await expect.element(dialog.getByText('precos.txt')).not.toBeInTheDocument();
  });

  it('a document over 700 KB is refused before any upload', async () => {
    const { screen, host } = await renderWithSppock(<CustomAgentManager />, {
      handlers: customAgentsHandlers(),
      path: PATH,
    });
    await screen.getByRole('button', { name: 'Documentos' }).first().click();
    const dialog = screen.getByRole('dialog', { name: 'Documentos de Propostas Boa Vista' });
    await dialog
      .getByLabelText('Arquivo do documento')
      .upload(new File([new Uint8Array(701 * 1024)], 'grande.pdf', { type: 'application/pdf' }));
    await dialog.getByRole('button', { name: 'Enviar documento' }).click();
    await expect.element(dialog.getByText(/passa de 700 KB/)).toBeVisible();
    expect(host.count('POST /api/custom-agents/cag_7Hq2LmX9pR4tVw8K/documents/')).toBe(0);
  });

  it('imports an exported file, and refuses a file out of format', async () => {
    const { screen, host } = await renderWithSppock(<CustomAgentManager />, {
      handlers: customAgentsHandlers(),
      path: PATH,
    });
    const input = screen.getByLabelText('Arquivo JSON de um agente exportado');
    await input.upload(new File(['{"nome":"x"}'], 'errado.json', { type: 'application/json' }));
    await expect.element(screen.getByText(/não é um agente exportado pelo Sppock/)).toBeVisible();
    expect(host.count('POST /api/custom-agents/import/')).toBe(0);
    const file = {
      format: 'sppock-custom-agent/v1',
      agent: {
        name: 'Atendimento Loja',
        description: 'Responde clientes da loja.',
        category: 'Vendas',
        instructions: 'Seja cordial.',
      },
    };
    await input.upload(new File([JSON.stringify(file)], 'atendimento.json', { type: 'application/json' }));
    await expect.element(screen.getByText('Agente Atendimento Loja importado.')).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Atendimento Loja' })).toBeVisible();
  });

  it('exports an agent as a JSON file', async () => {
    const { screen, host } = await renderWithSppock(<CustomAgentManager />, {
      handlers: customAgentsHandlers(),
      path: PATH,
    });
    await screen.getByRole('button', { name: 'Exportar JSON' }).first().click();
    await expect.element(screen.getByText('Arquivo de Propostas Boa Vista salvo.')).toBeVisible();
    expect(host.count('GET /api/custom-agents/cag_7Hq2LmX9pR4tVw8K/export/')).toBe(1);
  });

  it('deletes an agent only after the confirmation', async () => {
    const { screen, host } = await renderWithSppock(<CustomAgentManager />, {
      handlers: customAgentsHandlers(),
      path: PATH,
    });
    await screen.getByRole('button', { name: 'Excluir' }).first().click();
    const confirm = screen.getByRole('alertdialog', { name: 'Excluir o agente Propostas Boa Vista?' });
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    expect(host.count('DELETE')).toBe(0);
    await screen.getByRole('button', { name: 'Excluir' }).first().click();
    await screen.getByRole('button', { name: 'Excluir agente' }).click();
    await expect.element(screen.getByText('Agente Propostas Boa Vista excluído.')).toBeVisible();
    await expect
      .element(screen.getByRole('heading', { name: 'Propostas Boa Vista' }))
      .not.toBeInTheDocument();
    expect(host.count('DELETE /api/custom-agents/cag_7Hq2LmX9pR4tVw8K/')).toBe(1);
  });

  it('a member only opens the shared agents', async () => {
    const { screen } = await renderWithSppock(<CustomAgentManager />, {
      handlers: customAgentsHandlers({ agents: memberAgentsFixture(), role: 'member' }),
      path: PATH,
    });
    await expect.element(screen.getByRole('link', { name: 'Abrir conversa' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar' }).elements()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Novo agente' }).elements()).toHaveLength(0);
  });

  it('a member the owner lets create agents creates, and edits none of the others', async () => {
    const { screen } = await renderWithSppock(<CustomAgentManager />, {
      handlers: customAgentsHandlers({ agents: memberAgentsFixture(), role: 'creator' }),
      path: PATH,
    });
    await expect.element(screen.getByRole('button', { name: 'Novo agente' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Importar JSON' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Editar' }).elements()).toHaveLength(0);
  });

  it('outside Enterprise shows the plan that unlocks the agents', async () => {
    const { screen } = await renderWithSppock(<CustomAgentManager />, {
      handlers: customAgentsHandlers({ state: 'plan' }),
      path: PATH,
    });
    await expect
      .element(
        screen.getByRole('heading', { name: 'Agentes personalizados fazem parte do plano Enterprise' }),
      )
      .toBeVisible();
    await expect
      .element(screen.getByRole('link', { name: 'Ver o plano Enterprise' }))
      .toHaveAttribute('href', '/pricing');
  });

  it('a failed list offers a retry', async () => {
    const { screen } = await renderWithSppock(<CustomAgentManager />, {
      handlers: customAgentsHandlers({ state: 'error' }),
      path: PATH,
    });
    await expect.element(screen.getByText('Erro ao carregar os agentes da equipe')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  });

  it('an empty team invites to create the first agent', async () => {
    const { screen } = await renderWithSppock(<CustomAgentManager />, {
      handlers: customAgentsHandlers({ agents: [] }),
      path: PATH,
    });
    await expect.element(screen.getByText('Nenhum agente personalizado ainda')).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Novo agente' })).toBeVisible();
  });
});
