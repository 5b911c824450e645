/**
 * A puzzle race's work apart from its room (issue 45): `createRace` answers `POST /api/races`
 * (the puzzles chosen by the server, so that every player gets the same in the same order; the
 * race stored with a code and the host's key), and the pure parts the room computes with: which
 * puzzles (`choosePuzzles`), the standings (`standingsOf`), where a race stands (`phaseAt`).
 */
import { randomInt } from 'node:crypto';
import type { ServerContext } from './context';
import type { RaceRecord } from './raceStore';
import type { JsonReply } from './router';
import {
  RACE_DEFAULT_COUNTDOWN,
  RACE_DEFAULT_PUZZLES,
  RACE_DEFAULT_SECONDS,
  checkCreateRace,
  type CreateRaceResponse,
  type RacePhase,
  type RaceStanding,
} from '../protocol';
import type { Puzzle } from '../puzzles/puzzle';

const RACE_CODE_ATTEMPTS = 5;

/**
 * `count` puzzles of `puzzles` rated in [min, max] chosen at random (`pick(n)`: an integer below
 * n), the nearest outside the band when too few are in it, then ordered easiest first (as
 * lichess's Racer grows harder); fewer only when the game has fewer.
 */
export function choosePuzzles(
  puzzles: readonly Puzzle[],
  count: number,
  min: number,
  max: number,
  pick: (n: number) => number,
): Puzzle[] {
  const distance = (p: Puzzle) => (p.rating < min ? min - p.rating : Math.max(0, p.rating - max));
  const pool = [...puzzles];
  // shuffle, then the nearest to the band first (a stable sort keeps the shuffle within a distance)
  for (let i = pool.length - 1; i > 0; i--) {
    const j = pick(i + 1);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  pool.sort((a, b) => distance(a) - distance(b));
  return pool.slice(0, count).sort((a, b) => a.rating - b.rating);
}

/** `POST /api/races` `{ variant, count?, min?, max?, seconds?, countdown? }` → 201 `{ code, key }`. */
export async function createRace(
  context: ServerContext,
  body: unknown,
): Promise<JsonReply<CreateRaceResponse>> {
  const checked = checkCreateRace(body);
  if (!checked.ok) return { status: 400, body: { error: `bad-${checked.detail}` } };
  const { variant, count = RACE_DEFAULT_PUZZLES, min = 0, max = 4000 } = checked.value;
  const chosen = choosePuzzles(context.puzzles.ofGame(variant), count, min, max, randomInt);
  if (chosen.length === 0) return { status: 400, body: { error: 'no-puzzles' } };
  const { ids, clock, store } = context;
  for (let attempt = 0; attempt < RACE_CODE_ATTEMPTS; attempt++) {
    const code = ids.followCode();
    const key = ids.key();
    const created = await store.races.createRace({
      code,
      key,
      variant,
      puzzles: chosen.map((puzzle) => puzzle.id),
      seconds: checked.value.seconds ?? RACE_DEFAULT_SECONDS,
      countdown: checked.value.countdown ?? RACE_DEFAULT_COUNTDOWN,
      createdAt: clock.now(),
    });
    if (created) return { status: 201, body: { code, key } };
  }
  return { status: 503, body: { error: 'no-free-code' } };
}

/** Where a race stands at `now`. */
export function phaseAt(race: Pick<RaceRecord, 'startsAt' | 'endsAt'>, now: number): RacePhase {
  if (race.startsAt === null || race.endsAt === null) return 'lobby';
  if (now < race.startsAt) return 'countdown';
  return now < race.endsAt ? 'racing' : 'finished';
}

/** What the standings are made of, per player. */
export interface Tally {
  readonly id: number;
  readonly name: string;
  readonly solved: number;
  readonly answered: number;
  /** ms from the start to the last right answer (0: none). */
  readonly ms: number;
}

/** The standings: more solved first, then sooner, then who joined first; ranks from 1. */
export function standingsOf(tallies: Iterable<Tally>): RaceStanding[] {
  return [...tallies]
    .sort((a, b) => b.solved - a.solved || a.ms - b.ms || a.id - b.id)
    .map((tally, place) => ({ ...tally, rank: place + 1 }));
}
