import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes, renderInTheme } from '../testing/axe';
import { PhoneField } from './PhoneField';

function Controlled({ onDigits }: { onDigits?: (digits: string) => void }) {
  const [digits, setDigits] = useState('');
  return (
    <PhoneField
      label="Celular"
      value={digits}
      onValueChange={(next) => {
        setDigits(next);
        onDigits?.(next);
      }}
    />
  );
}

describe('PhoneField', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <PhoneField
        label="Celular"
        value="31987654321"
        onValueChange={() => {}}
        error="Informe seu celular."
      />,
    );
  });

  it('masks 10 digits as (DD) NNNN-NNNN and 11 as (DD) NNNNN-NNNN, handing back digits only', async () => {
    const onDigits = vi.fn();
    const screen = await renderInTheme(<Controlled onDigits={onDigits} />);
    const input = screen.getByRole('textbox', { name: 'Celular' });
    await userEvent.type(input, '3133334444');
    await expect.element(input).toHaveValue('(31) 3333-4444');
    expect(onDigits).toHaveBeenLastCalledWith('3133334444');
    await userEvent.type(input, '5');
    await expect.element(input).toHaveValue('(31) 33334-4445');
    expect(onDigits).toHaveBeenLastCalledWith('31333344445');
  });

  it('ignores letters and a twelfth digit', async () => {
    const screen = await renderInTheme(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Celular' });
    await userEvent.type(input, '31a9876b543219');
    await expect.element(input).toHaveValue('(31) 98765-4321');
  });

  it('deletes the digit before a mask character when that character is erased', async () => {
    const onDigits = vi.fn();
    const screen = await renderInTheme(<Controlled onDigits={onDigits} />);
    const input = screen.getByRole('textbox', { name: 'Celular' });
    await userEvent.type(input, '3133334444');
    const element = input.element() as HTMLInputElement;
    // Caret right after the dash of '(31) 3333-4444'.
    element.setSelectionRange(10, 10);
    await userEvent.keyboard('{Backspace}');
    expect(onDigits).toHaveBeenLastCalledWith('313334444');
    await expect.element(input).toHaveValue('(31) 3334-444');
  });

  it('is a telephone input for mobile keyboards and autofill', async () => {
    const screen = await renderInTheme(<PhoneField label="Celular" value="" onValueChange={() => {}} />);
    const input = screen.getByRole('textbox', { name: 'Celular' });
    await expect.element(input).toHaveAttribute('type', 'tel');
    await expect.element(input).toHaveAttribute('autocomplete', 'tel-national');
  });
});
