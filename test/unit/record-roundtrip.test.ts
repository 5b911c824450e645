/**
 * Property test of the record file (src/game/recordFile.ts, read through recordImport.ts as the
 * record panel reads it): for random games of each of the three games (random legal moves from
 * the start, some ending by the rules, some resigned, drawn by agreement or claimed because a
 * player left (won or drawn), some with moves
 * taken back), what the app writes, in canonical notation and in the move list's notation, reads
 * back into a session that replays to the same positions: the same FEN after every move, the
 * same moves, the same outcome. Seeded, so a failure prints a seed and the move choices.
 *
 * Also the PGN that other sites write (a lichess export with clock comments, a NAG, a variation
 * and no `[Game]` tag) and the app's own multi-game export, read by `readRecords`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  makeFen,
  PARALLEL_WORLDS,
  PLUNDER,
  POCKET_MUTATION,
  type GameDefinition,
  type Position,
} from '../../src/rules';
import { writeRecord, type RecordNotation } from '../../src/game/recordFile';
import { readRecords } from '../../src/game/recordImport';
import { GameSession } from '../../src/game/session';

const SEED = 0x12ec0d;
const RUNS = 40; // per game and notation: 240 random games in all
const PLIES = 50; // moves (sub-moves and `end` in Parallel worlds chess) per random game

const gameArb = fc.record({
  choices: fc.array(fc.nat({ max: 0xffff }), { minLength: 1, maxLength: PLIES }),
  ending: fc.constantFrom('none', 'resign', 'draw', 'undo', 'left-win', 'left-draw'),
});

function randomGame(game: GameDefinition, choices: number[], ending: string): GameSession {
  const started = GameSession.start(game);
  if (!started.ok) throw new Error(started.error);
  const session = started.value;
  for (const choice of choices) {
    const legal = session.legalMoves();
    if (legal.length === 0) break;
    session.play(legal[choice % legal.length]!);
  }
  if (ending === 'resign') session.resign();
  if (ending === 'draw') session.agreeDraw();
  if (ending === 'undo') session.undo();
  // claimed online because a player left: won by the side to move (`abandoned` and 1-0/0-1), or drawn
  if (ending === 'left-win') session.claimAbandoned(session.position.turn);
  if (ending === 'left-draw') session.claimAbandoned(null);
  return session;
}

/** A position as text: its FEN at a turn start, else its board and turn so far (mid-turn). */
const positionText = (pos: Position) =>
  pos.subMoves === 0
    ? makeFen(pos)
    : `${Array.from(pos.board).join(',')} ${pos.subMoves} ${pos.usedLevels}`;

/** Everything a replayed game is: its position after each move, its moves and its outcome. */
const replayOf = (session: GameSession) => ({
  positions: session.moves.map((_, index) => positionText(session.positionAt(index + 1))),
  moves: session.moves.map((move) => move.canonical),
  outcome: session.outcome,
  start: session.startFen,
});

describe.each([PARALLEL_WORLDS, POCKET_MUTATION, PLUNDER])('record round trip: $id', (game) => {
  it.each<RecordNotation>(['canonical', 'san'])('in %s notation', async (notation) => {
    await fc.assert(
      fc.asyncProperty(gameArb, async ({ choices, ending }) => {
        const session = randomGame(game, choices, ending);
        const text = writeRecord(session, notation);
        const read = await readRecords(text);
        if (!read.ok) throw new Error(`${read.error}\n${text}`);
        expect(read.value).toHaveLength(1);
        expect(replayOf(read.value[0]!.session)).toEqual(replayOf(session));
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});

describe('records from elsewhere', () => {
  it('reads a lichess PGN without [Game] as the game on screen, skipping what is not a move', async () => {
    const pgn = [
      '[Event "Rated blitz game"]',
      '[Site "https://lichess.org/abcdefgh"]',
      '[White "alice"]',
      '[Black "bob"]',
      '[Result "*"]',
      '',
      '1. e4 { [%clk 0:03:00] } 1... e5 { [%clk 0:03:00] } 2. Nf3 $1 (2. Nc3 Nc6) 2... Nc6',
      '3. Bb5 a6?! { A comment. } *',
    ].join('\n');
    const read = await readRecords(pgn, PLUNDER);
    if (!read.ok) throw new Error(read.error);
    const [{ session, skipped }] = read.value as [(typeof read.value)[number]];
    expect(session.game.id).toBe('plunder');
    expect(session.moves.map((m) => m.canonical)).toEqual([
      'e2e4',
      'e7e5',
      'g1f3',
      'b8c6',
      'f1b5',
      'a7a6',
    ]);
    // two clock comments and the comment after a6; $1 and ?!; one variation
    expect(skipped).toEqual({ comments: 3, annotations: 2, variations: 1 });
  });

  it('refuses a megabyte of moves with a message, not a crash of the reader', async () => {
    const movetext = Array.from({ length: 120_000 }, (_, i) => `${i + 1}. e2e4`).join(' ');
    const read = await readRecords(`[Game "plunder"]\n\n${movetext} *\n`, PLUNDER);
    expect(read.ok).toBe(false);
  });

  it('names the place of a PGN syntax error', async () => {
    const read = await readRecords('1. e4 { never closed', PLUNDER);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.error).toMatch(/PGN cannot be read at line 1, column \d+/);
  });

  it('reads the app’s export of several games, each with its own game', async () => {
    const first = randomGame(PLUNDER, [1, 2, 3], 'none');
    const second = randomGame(PARALLEL_WORLDS, [4, 5, 6, 7], 'none');
    const text = `${writeRecord(first).trimEnd()}\n\n${writeRecord(second, 'san')}`;
    const read = await readRecords(text);
    if (!read.ok) throw new Error(read.error);
    expect(read.value.map((game) => replayOf(game.session))).toEqual([
      replayOf(first),
      replayOf(second),
    ]);
  });

  it('says which game of a file is wrong', async () => {
    const text = `${writeRecord(randomGame(PLUNDER, [1], 'none'))}\n[Game "plunder"]\n\n1. e5 *\n`;
    const read = await readRecords(text);
    expect(read).toMatchObject({
      ok: false,
      error: "game 2: Record: illegal move 'e5' (move 1)",
      problem: { code: 'record-in-file', game: 2, problem: { code: 'record-move', index: 1 } },
    });
  });

  it('answers a move without its level with the candidates', async () => {
    const read = await readRecords('[Game "parallel-worlds"]\n\n1. Nf3 *');
    expect(read).toMatchObject({
      ok: false,
      error: "Record: 'Nf3' is ambiguous here: N1f3 or N3f3 (move 1)",
      problem: { code: 'record-ambiguous', candidates: ['N1f3', 'N3f3'] },
    });
  });
});

describe('docs/records.md', () => {
  it('shows records exactly as the app writes them', async () => {
    const { readFile } = await import('node:fs/promises');
    const readme = await readFile(new URL('../../docs/records.md', import.meta.url), 'utf8');
    const example = /```text\n(\[Game "plunder"\][\s\S]*?)```/.exec(readme)?.[1];
    const plunder = GameSession.start(PLUNDER);
    if (!plunder.ok) throw new Error(plunder.error);
    for (const move of ['e2e4', 'd7d5', 'e4d5', 'd8d5~P'])
      expect(plunder.value.playText(move).ok).toBe(true);
    expect(writeRecord(plunder.value)).toBe(example);
    expect(readme).toContain(
      `is written \`${writeRecord(plunder.value, 'san').split('\n\n')[1]!.trim()}\``,
    );

    const worlds = GameSession.start(PARALLEL_WORLDS);
    if (!worlds.ok) throw new Error(worlds.error);
    for (const move of ['1e2-1e4', '3g1-3f3', '3e7-3e5', '1b8-1c6', 'end'])
      expect(worlds.value.playText(move).ok).toBe(true);
    const movetext = (notation: RecordNotation) =>
      writeRecord(worlds.value, notation)
        .split('\n\n')[1]!
        .replace(/ \*\n$/, '');
    expect(readme).toContain(`(\`${movetext('canonical')}\`, or \`${movetext('san')}\`)`);
  });
});
