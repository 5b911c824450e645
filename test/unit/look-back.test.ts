/**
 * Looking back through the moves with the game page's keys (lookBack.ts): ← one position back,
 * → one on (the last one being the live game), Home the start, End the live game, each through
 * `lookAt` as the move list's buttons.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { lookAt, lookBackStore, lookStep, lookStepOfKey } from '../../src/ui/play/lookBack';

const at = () => lookBackStore.getState().at;

describe('lookStep', () => {
  beforeEach(() => lookAt(null, 0));

  it('steps back from the live game to the start and no further', () => {
    expect(lookStep('previous', 3)).toBe(true);
    expect(at()).toBe(2);
    lookStep('previous', 3);
    lookStep('previous', 3);
    expect(at()).toBe(0);
    expect(lookStep('previous', 3)).toBe(false);
    expect(at()).toBe(0);
  });

  it('steps on to the live game, where → does nothing', () => {
    lookAt(1, 3);
    expect(lookStep('next', 3)).toBe(true);
    expect(at()).toBe(2);
    expect(lookStep('next', 3)).toBe(true);
    expect(at()).toBeNull();
    expect(lookStep('next', 3)).toBe(false);
  });

  it('goes to the start and back to the live game', () => {
    expect(lookStep('start', 3)).toBe(true);
    expect(at()).toBe(0);
    expect(lookStep('start', 3)).toBe(false);
    expect(lookStep('end', 3)).toBe(true);
    expect(at()).toBeNull();
    expect(lookStep('end', 3)).toBe(false);
  });

  it('does nothing before the first move', () => {
    for (const step of ['previous', 'next', 'start', 'end'] as const) {
      expect(lookStep(step, 0)).toBe(false);
      expect(at()).toBeNull();
    }
  });

  it('reads ←, →, Home and End, and no other key', () => {
    expect(['ArrowLeft', 'ArrowRight', 'Home', 'End', 'ArrowUp', 'a'].map(lookStepOfKey)).toEqual([
      'previous',
      'next',
      'start',
      'end',
      null,
      null,
    ]);
  });
});
