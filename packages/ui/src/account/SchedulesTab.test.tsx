import { describe, expect, it } from 'vitest';
import { expectAccessibleInBothThemes } from '../testing/axe';
import { renderWithSppock } from '../testing/renderWithSppock';
import { SchedulesTab } from './SchedulesTab';
import { PAUSED_BY_PLAN, SCHEDULES, SCHEDULES_NOW, schedulesHandlers } from './schedulesHandlers';

const tab = <SchedulesTab now={SCHEDULES_NOW} />;

describe('SchedulesTab', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(tab, {
      sppock: {
        handlers: schedulesHandlers({ schedules: [...SCHEDULES, PAUSED_BY_PLAN] }),
        path: '/profile',
      },
      act: async () => {
        await expect.poll(() => document.body.textContent).toContain('Posts da semana');
      },
    });
  });

  it('agenda com o seletor: a prévia acompanha os campos e o novo aparece na lista com a próxima execução', async () => {
    const { screen, host } = await renderWithSppock(tab, {
      handlers: schedulesHandlers({ schedules: [] }),
      path: '/profile',
    });
    await expect.element(screen.getByText('Nenhum agendamento ainda. Crie o primeiro acima.')).toBeVisible();
    await expect.element(screen.getByText('Seu plano permite 10 agendamentos ao mesmo tempo.')).toBeVisible();
    await expect.element(screen.getByText('Próxima execução: segunda, 30/11 às 08:00')).toBeVisible();

    await screen.getByRole('combobox', { name: 'Frequência' }).selectOptions('monthly');
    await screen.getByRole('combobox', { name: 'Dia do mês' }).selectOptions('5');
    await screen.getByRole('textbox', { name: 'Horário' }).fill('09:30');
    await expect.element(screen.getByText('Próxima execução: sábado, 05/12 às 09:30')).toBeVisible();
    await screen.getByRole('textbox', { name: 'Horário' }).fill('9h');
    await expect
      .element(screen.getByText('Informe o horário no formato HH:MM (por exemplo, 08:00).'))
      .toBeVisible();
    await screen.getByRole('textbox', { name: 'Horário' }).fill('07:15');

    await screen.getByRole('textbox', { name: 'Nome' }).fill('Fechamento do mês');
    await screen.getByRole('combobox', { name: 'Agente' }).selectOptions('email_writer');
    await screen.getByRole('textbox', { name: 'Pedido' }).fill('Um e-mail com o resumo de vendas do mês');
    await screen.getByRole('checkbox', { name: 'Enviar o resultado por e-mail' }).click();
    await screen.getByRole('button', { name: 'Agendar' }).click();

    await expect.element(screen.getByRole('heading', { name: 'Fechamento do mês' })).toBeVisible();
    await expect.element(screen.getByText('Todo dia 5 às 07:15')).toBeVisible();
    await expect.element(screen.getByText('Próxima execução: sábado, 05/12 às 07:15').last()).toBeVisible();
    await expect.element(screen.getByText('Seus agendamentos (1 de 10)')).toBeVisible();
    expect(host.count('POST /api/schedules/')).toBe(1);
  });

  it('pausa, retoma, executa agora e exclui; um pausado pelo plano diz por quê', async () => {
    const { screen } = await renderWithSppock(tab, {
      handlers: schedulesHandlers({ schedules: [...SCHEDULES, PAUSED_BY_PLAN] }),
      path: '/profile',
    });
    await expect
      .element(screen.getByText(/^Pausado pelo Sppock: Você atingiu o limite de tokens do plano Pro/))
      .toBeVisible();
    const actions = screen.getByRole('group', { name: 'Ações de Concorrência das padarias' });
    await actions.getByRole('button', { name: 'Pausar' }).click();
    await expect.element(actions.getByRole('button', { name: 'Retomar' })).toBeVisible();
    await actions.getByRole('button', { name: 'Retomar' }).click();
    await expect.element(actions.getByRole('button', { name: 'Pausar' })).toBeVisible();

    await actions.getByRole('button', { name: 'Executar agora' }).click();
    await expect
      .element(screen.getByText('Execução iniciada. Você recebe uma notificação quando ela terminar.'))
      .toBeVisible();

    const paused = screen.getByRole('group', { name: 'Ações de Posts da semana' });
    await paused.getByRole('button', { name: 'Excluir' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect.element(screen.getByText('Seus agendamentos (1 de 10)')).toBeVisible();
  });

  it('edita no formulário de cima; o limite do plano chega com o nome do plano', async () => {
    const { screen, navigations } = await renderWithSppock(tab, {
      handlers: schedulesHandlers({ limit: 1 }),
      path: '/profile',
    });
    const actions = screen.getByRole('group', { name: 'Ações de Concorrência das padarias' });
    await actions.getByRole('button', { name: 'Abrir conversa' }).click();
    expect(navigations).toEqual(['/agents/competition?session=6f1c2a7e-3b4d-4e8a-9c21-5d7f8a0b1c23']);

    await actions.getByRole('button', { name: 'Editar' }).click();
    await expect
      .element(screen.getByRole('heading', { name: 'Editar "Concorrência das padarias"' }))
      .toBeVisible();
    await expect
      .element(screen.getByRole('textbox', { name: 'Nome' }))
      .toHaveValue('Concorrência das padarias');
    await screen.getByRole('combobox', { name: 'Dia da semana' }).selectOptions('3');
    await screen.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect.element(screen.getByText('Toda quarta às 08:00')).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Agendar um pedido' })).toBeVisible();

    await screen.getByRole('textbox', { name: 'Nome' }).fill('Outro');
    await screen.getByRole('textbox', { name: 'Pedido' }).fill('Outro pedido');
    await screen.getByRole('button', { name: 'Agendar' }).click();
    await expect
      .element(
        screen.getByText('O plano Pro permite 1 agendamento. Exclua um ou faça upgrade para criar outro.'),
      )
      .toBeVisible();
  });
});
