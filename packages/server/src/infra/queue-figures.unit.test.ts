import { describe, expect, it } from 'vitest';
import { type Clock, MINUTE } from '../clock.ts';
import { QueueFigures } from './queue-figures.ts';

/** A clock that moves only by hand (ManualClock also follows the real time, which would add to durations). */
class StillClock implements Clock {
  private ms = Date.UTC(2026, 10, 27, 12, 0, 0, 250);
  now(): Date {
    return new Date(this.ms);
  }
  advance(ms: number): void {
    this.ms += ms;
  }
}

describe('QueueFigures', () => {
  it('conta o trabalho em andamento e calcula média e taxa de erro na janela', () => {
    const clock = new StillClock();
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
    const clock = new StillClock();
    const figures = new QueueFigures(clock, MINUTE);
    figures.begin()({ ok: false });
    clock.advance(MINUTE + 1);
    figures.begin()({ ok: true });
    expect(figures.snapshot()).toMatchObject({ completed: 1, errorRatePercent: 0 });
  });

  it('conta exato sob uma enxurrada, com memória fixa: o que passa da janela sai da conta', () => {
    const clock = new StillClock();
    const figures = new QueueFigures(clock, MINUTE);
    // 50,000 requests over 50 s, one in ten failing, each taking 20 ms.
    for (let i = 0; i < 50_000; i++) {
      const end = figures.begin();
      clock.advance(20);
      end({ ok: i % 10 !== 9 });
      clock.advance(-19);
    }
    expect(figures.snapshot()).toMatchObject({
      completed: 50_000,
      averageResponseSeconds: 0.02,
      errorRatePercent: 10,
    });
    // A minute later, none of it is in the window.
    clock.advance(MINUTE + 1_000);
    expect(figures.snapshot()).toMatchObject({ completed: 0, errorRatePercent: 0 });
  });
});
