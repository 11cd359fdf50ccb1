import { describe, expect, it } from 'vitest';
import { ManualClock, MINUTE } from '../clock.ts';
import { QueueFigures } from './queue-figures.ts';

describe('QueueFigures', () => {
  it('conta o trabalho em andamento e calcula média e taxa de erro na janela', () => {
    const clock = new ManualClock();
    const figures = new QueueFigures(clock, 5 * MINUTE);
    const first = figures.begin();
    const job = figures.begin('job');
    expect(figures.snapshot()).toMatchObject({
      active: 2,
      activeJobs: 1,
      completed: 0,
      averageResponseSeconds: 0,
    });
    clock.advance(1_000);
    first({ ok: true });
    clock.advance(2_000);
    job({ ok: false });
    job({ ok: true }); // a second call changes nothing
    expect(figures.snapshot()).toEqual({
      active: 0,
      activeJobs: 0,
      completed: 2,
      averageResponseSeconds: 2,
      errorRatePercent: 50,
      windowSeconds: 300,
    });
  });

  it('esquece o que terminou antes da janela', () => {
    const clock = new ManualClock();
    const figures = new QueueFigures(clock, MINUTE);
    figures.begin()({ ok: false });
    clock.advance(MINUTE + 1);
    figures.begin()({ ok: true });
    expect(figures.snapshot()).toMatchObject({ completed: 1, errorRatePercent: 0 });
  });
});
