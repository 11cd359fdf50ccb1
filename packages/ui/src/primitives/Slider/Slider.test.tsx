import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { expectAccessibleInBothThemes, renderInTheme } from '../../testing/axe';
import { Slider } from './Slider';

describe('Slider', () => {
  it('has no axe violations in either theme', async () => {
    await expectAccessibleInBothThemes(
      <div>
        <Slider label="Saúde" min={0} max={10} defaultValue={7} />
        <Slider label="Clareza" min={1} max={5} defaultValue={3} />
        <Slider label="Desativado" disabled defaultValue={2} />
      </div>,
    );
  });

  it('renders a dot for every step of 0–10 and of 1–5', async () => {
    const screen = await renderInTheme(
      <div>
        <Slider label="Saúde" min={0} max={10} />
        <Slider label="Clareza" min={1} max={5} />
      </div>,
    );
    const groups = screen.container.querySelectorAll('[aria-hidden="true"] > [data-value]');
    expect(Array.from(groups, (mark) => (mark as HTMLElement).dataset.value)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
  });

  it('sets the value when a dot is clicked, and focuses the slider', async () => {
    const onValueChange = vi.fn();
    const screen = await renderInTheme(
      <Slider label="Saúde" defaultValue={2} onValueChange={onValueChange} />,
    );
    const dot = screen.container.querySelector('[data-value="8"]') as HTMLElement;
    await userEvent.click(dot);
    const slider = screen.getByRole('slider', { name: 'Saúde' });
    await expect.element(slider).toHaveValue('8');
    await expect.element(slider).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith(8);
    expect(dot.dataset.state).toBe('active');
  });

  it('moves with the keyboard within its bounds', async () => {
    const screen = await renderInTheme(<Slider label="Clareza" min={1} max={5} defaultValue={4} />);
    const slider = screen.getByRole('slider', { name: 'Clareza' });
    (slider.element() as HTMLElement).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect.element(slider).toHaveValue('5');
    await userEvent.keyboard('{Home}');
    await expect.element(slider).toHaveValue('1');
  });

  it('reads a custom value text', async () => {
    const screen = await renderInTheme(
      <Slider label="Saúde" defaultValue={6} getValueText={(value) => `${value} de 10`} />,
    );
    await expect.element(screen.getByRole('slider')).toHaveAttribute('aria-valuetext', '6 de 10');
  });
});
