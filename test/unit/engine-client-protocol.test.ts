// The engine client (src/game/engineClient.ts) against the real search, run in-process as the
// worker would run it (Vitest has no Web Worker): answers are legal in the position sent, "move
// now" plays the best answer found so far at once, a new search or cancel abandons the old one
// (its promise answers `cancelled`, its late reports reach nobody), and a bad request is an
// error after which the client goes on working. Long searches are given budgets far beyond
// the tests' timeouts (a minute, a billion nodes), so only "move now" or cancel can end them.
import { describe, expect, it, vi } from 'vitest';
import { requestPosition, type SearchAnswer } from '../../src/engine/protocol';
import {
  EngineClient,
  inProcessTransport,
  type SearchHandle,
  type SearchPosition,
} from '../../src/game/engineClient';
import { GameRecord, parseFen, parseMove, PARALLEL_WORLDS, PLUNDER } from '../../src/rules';

vi.setConfig({ testTimeout: 30_000 });

const client = () => new EngineClient(inProcessTransport);
const FOREVER = { level: 8, nodes: 1e9, timeMs: 60_000 } as const;

const plunderStart: SearchPosition = { game: 'plunder', startFen: PLUNDER.startFen, moves: [] };
const plunderMiddle: SearchPosition = {
  game: 'plunder',
  startFen: PLUNDER.startFen,
  moves: ['e2e4', 'e7e5', 'g1f3', 'b8c6', 'f1c4', 'g8f6', 'd2d3', 'f8c5'],
};

/** Plays `answer` where it was asked for; throws on the first illegal move. */
function replay(position: SearchPosition, answer: SearchAnswer) {
  const rebuilt = requestPosition(position);
  if ('error' in rebuilt) throw new Error(rebuilt.error);
  const record = new GameRecord(rebuilt.position);
  for (const text of answer.moves) {
    const played = record.play(text);
    if (!played.ok) throw new Error(played.error);
  }
  return record;
}

describe('engine client against the real search', () => {
  it('answers with a legal move of the position sent', async () => {
    const engine = client();
    const outcome = await engine.search(plunderMiddle, { level: 2 }).done;
    expect(outcome.kind).toBe('answer');
    if (outcome.kind !== 'answer') return;
    expect(outcome.early).toBe(false);
    expect(outcome.answer.moves).toHaveLength(1);
    expect(replay(plunderMiddle, outcome.answer).position.turn).toBe(1); // White moved
    expect(engine.busy).toBe(false);
  });

  it('in the middle of a Parallel worlds turn answers the rest of that turn', async () => {
    // White's first turn allows two sub-moves; one is made, so the answer is one sub-move
    // (or `end`), after which Black is to move with no sub-move made.
    const position = {
      game: PARALLEL_WORLDS.id,
      startFen: PARALLEL_WORLDS.startFen,
      moves: ['1e2-1e4'],
    };
    const outcome = await client().search(position, { level: 2 }).done;
    expect(outcome.kind).toBe('answer');
    if (outcome.kind !== 'answer') return;
    const after = replay(position, outcome.answer).position;
    expect(after.turn).toBe(1);
    expect(after.subMoves).toBe(0);
  });

  it('move now before the first report plays the first answer the search finds', async () => {
    const engine = client();
    const reports: SearchAnswer[] = [];
    const started = Date.now();
    const handle = engine.search(plunderMiddle, FOREVER, (answer) => reports.push(answer));
    handle.moveNow();
    const outcome = await handle.done;
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(outcome.kind).toBe('answer');
    if (outcome.kind !== 'answer') return;
    expect(outcome.early).toBe(true);
    expect(reports).toHaveLength(1);
    expect(outcome.answer).toEqual(reports[0]);
    replay(plunderMiddle, outcome.answer);
    expect(engine.busy).toBe(false);
  });

  it('move now after some iterations plays the best answer so far, and the search stops', async () => {
    const engine = client();
    const reports: SearchAnswer[] = [];
    let moveNow = () => {};
    const handle = engine.search(plunderStart, FOREVER, (answer) => {
      reports.push(answer);
      if (reports.length === 3) moveNow();
    });
    moveNow = handle.moveNow;
    const outcome = await handle.done;
    expect(outcome.kind).toBe('answer');
    if (outcome.kind !== 'answer') return;
    expect(outcome.early).toBe(true);
    expect(outcome.answer.depth).toBe(reports[2]!.depth);
    expect(outcome.answer).toEqual(reports[2]);
    // the in-process search was told to stop: no fourth report comes later
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reports).toHaveLength(3);
  });

  it('a new search cancels the one under way; the old one reports nothing more', async () => {
    // In-process the search holds the thread, so the new position is sent from a progress
    // report (as a page's click would arrive while a worker searches).
    const engine = client();
    let reports = 0;
    const second: SearchHandle[] = [];
    const first = engine.search(plunderMiddle, FOREVER, () => {
      reports++;
      if (second.length === 0) second.push(engine.search(plunderStart, { level: 1 }));
    });
    expect(await first.done).toEqual({ kind: 'cancelled' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(reports).toBe(1);
    expect(second).toHaveLength(1);
    const outcome = await second[0]!.done;
    expect(outcome.kind).toBe('answer');
    if (outcome.kind !== 'answer') return;
    expect(replay(plunderStart, outcome.answer).position.turn).toBe(1); // White's move, from the start
    first.moveNow(); // a stale handle changes nothing
    expect(engine.busy).toBe(false);
  });

  it('cancel ends a search; the next search works', async () => {
    const engine = client();
    const handle = engine.search(plunderMiddle, FOREVER);
    handle.cancel();
    expect(await handle.done).toEqual({ kind: 'cancelled' });
    expect(engine.busy).toBe(false);
    const next = await engine.search(plunderMiddle, { level: 1 }).done;
    expect(next.kind).toBe('answer');
  });

  it.each([
    {
      name: 'an illegal move in the request',
      position: { ...plunderStart, moves: ['e2e5'] },
      error: "illegal move 'e2e5' (move 1)",
    },
    { name: 'an unknown game', position: { ...plunderStart, game: 'chess960' }, error: 'chess960' },
    {
      name: 'a game that is over (the king can be taken: Black is checkmated)',
      position: { ...plunderStart, moves: ['f2f3', 'e7e5', 'g2g4', 'd8h4'] },
      error: '',
    },
  ])('$name is an error, and the client goes on', async ({ position, error }) => {
    const engine = client();
    const outcome = await engine.search(position, { level: 1 }).done;
    expect(outcome.kind).toBe('error');
    if (outcome.kind === 'error') expect(outcome.message).toContain(error);
    expect((await engine.search(plunderStart, { level: 1 }).done).kind).toBe('answer');
  });

  it('the protocol rebuilds the start-of-turn history for repetitions', () => {
    const rebuilt = requestPosition(plunderMiddle);
    if ('error' in rebuilt) throw new Error(rebuilt.error);
    expect(rebuilt.history).toHaveLength(plunderMiddle.moves.length);
    const start = parseFen(PLUNDER, PLUNDER.startFen);
    expect(start.ok && rebuilt.history[0]!.board).toEqual(start.ok && start.value.board);
    expect(parseMove(rebuilt.position, 'e1g1').ok).toBe(true); // White may castle now
  });
});
