import type { DemoRequest } from '@sppock/sdk/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { clickWhenPresent, expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { DemoRequestDialog } from './DemoRequestDialog';

function Example({ onSubmit }: { onSubmit: (request: DemoRequest) => Promise<string> }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        abrir
      </button>
      <DemoRequestDialog open={open} onOpenChange={setOpen} onSubmit={onSubmit} />
    </>
  );
}

const OK = 'Pedido recebido! Nossa equipe entra em contato em até 1 dia útil para agendar a demonstração.';

async function renderDialog(onSubmit: (request: DemoRequest) => Promise<string> = () => Promise.resolve(OK)) {
  const screen = await renderInTheme(<Example onSubmit={onSubmit} />);
  const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
  const submit = () => screen.getByRole('button', { name: 'Solicitar demonstração' });
  return { screen, field, submit };
}

describe('DemoRequestDialog', () => {
  it('has no axe violations in either theme, with errors shown', async () => {
    await expectAccessibleInBothThemes(() => <Example onSubmit={() => Promise.resolve(OK)} />, {
      act: () =>
        clickWhenPresent(() =>
          document.querySelector<HTMLButtonElement>('[role="dialog"] button[type="submit"]'),
        ),
    });
  });

  it('is a dialog titled like the button, with focus on the first field', async () => {
    const { screen, field } = await renderDialog();
    await expect.element(screen.getByRole('dialog', { name: 'Agendar Demo Enterprise' })).toBeVisible();
    await expect.element(field('Nome')).toHaveFocus();
  });

  it('requires name, e-mail and company and checks phone and team size', async () => {
    const onSubmit = vi.fn(() => Promise.resolve(OK));
    const { screen, field, submit } = await renderDialog(onSubmit);
    await submit().click();
    await expect.element(screen.getByText('Informe seu nome.')).toBeVisible();
    await expect.element(screen.getByText('Informe seu e-mail.')).toBeVisible();
    await expect.element(screen.getByText('Informe o nome da empresa.')).toBeVisible();
    await expect.element(field('Nome')).toHaveFocus();
    await userEvent.type(field(/^Telefone/), '3198');
    await userEvent.type(field(/^Tamanho da equipe/), '0');
    await submit().click();
    await expect
      .element(screen.getByText('Informe um telefone válido com DDD (10 ou 11 dígitos).'))
      .toBeVisible();
    await expect
      .element(screen.getByText('Informe o tamanho da equipe: um número de 1 a 100000.'))
      .toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the request with the phone's digits and shows the server's confirmation", async () => {
    const onSubmit = vi.fn((_request: DemoRequest) => Promise.resolve(OK));
    const { screen, field, submit } = await renderDialog(onSubmit);
    await userEvent.type(field('Nome'), 'Fernanda Lima');
    await userEvent.type(field('E-mail corporativo'), 'fernanda.lima@grupoipe.com.br');
    await userEvent.type(field('Empresa'), 'Grupo Ipê Alimentos');
    await userEvent.type(field(/^Telefone/), '31988887777');
    await expect.element(field(/^Telefone/)).toHaveValue('(31) 98888-7777');
    await userEvent.type(field(/^Tamanho da equipe/), '25');
    await userEvent.type(field(/^Mensagem/), 'Agentes para o time comercial.');
    await submit().click();
    await expect.element(screen.getByRole('status')).toHaveTextContent(OK);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Fernanda Lima',
      email: 'fernanda.lima@grupoipe.com.br',
      company: 'Grupo Ipê Alimentos',
      phone: '31988887777',
      team_size: 25,
      message: 'Agentes para o time comercial.',
    });
    await expect.element(screen.getByRole('dialog', { name: 'Pedido enviado' })).toBeVisible();
  });

  it("shows the server's error and keeps everything typed", async () => {
    const { screen, field, submit } = await renderDialog(() =>
      Promise.reject(new Error('Muitas requisições. Tente novamente em alguns minutos.')),
    );
    await userEvent.type(field('Nome'), 'Fernanda Lima');
    await userEvent.type(field('E-mail corporativo'), 'fernanda.lima@grupoipe.com.br');
    await userEvent.type(field('Empresa'), 'Grupo Ipê Alimentos');
    await submit().click();
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Muitas requisições. Tente novamente em alguns minutos.');
    await expect.element(field('Empresa')).toHaveValue('Grupo Ipê Alimentos');
  });

  it('keeps a draft when closed and opened again', async () => {
    const { screen, field } = await renderDialog();
    await userEvent.type(field('Nome'), 'Fernanda');
    await screen.getByRole('button', { name: 'Cancelar' }).click();
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
    await screen.getByRole('button', { name: 'abrir' }).click();
    await expect.element(field('Nome')).toHaveValue('Fernanda');
  });
});
