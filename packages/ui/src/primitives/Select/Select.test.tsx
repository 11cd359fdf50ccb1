import { describe, expect, it, vi } from 'vitest';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { Select } from './Select';

const categories = [
  { value: 'todos', label: 'Todos' },
  { value: 'lideranca', label: 'Liderança' },
  { value: 'produtividade', label: 'Produtividade' },
];

describe('Select', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <Select label="Categoria" options={categories} />
        <Select label="Fuso horário" placeholder="Selecione..." options={categories} error="Obrigatório" />
        <Select label="Idioma" options={categories} disabled />
      </div>,
    );
  });

  it('chooses a value and reports it', async () => {
    const onValueChange = vi.fn();
    const screen = await renderInTheme(
      <Select label="Categoria" options={categories} onValueChange={onValueChange} />,
    );
    const select = screen.getByLabelText('Categoria');
    await expect.element(select).toHaveValue('todos');
    await select.selectOptions('Liderança');
    await expect.element(select).toHaveValue('lideranca');
    expect(onValueChange).toHaveBeenCalledWith('lideranca');
  });

  it('starts on the placeholder when given one', async () => {
    const screen = await renderInTheme(
      <Select label="Categoria" placeholder="Selecione..." options={categories} />,
    );
    await expect.element(screen.getByLabelText('Categoria')).toHaveValue('');
    await expect.element(screen.getByLabelText('Categoria')).toHaveDisplayValue('Selecione...');
  });
});
