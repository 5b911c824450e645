/**
 * The problems the rules core reports, as a table with one row per code (TypeScript forces every
 * code to have a row): each row is an input that reaches the code. For each: the failure carries
 * the code, its English sentence is `describeProblem` of it (the one English wording, which the
 * command line prints), and the app's Russian wording (`problemText`) is one line of Russian with
 * no English sentence of the rules core inside it.
 */
import { describe, expect, it } from 'vitest';
import { parseShapes } from '../../src/content/annotations';
import { readRecord } from '../../src/game/recordFile';
import { readRecords } from '../../src/game/recordImport';
import { computer, HUMAN, type Players } from '../../src/game/players';
import { createGameStore } from '../../src/game/store';
import { GameSession } from '../../src/game/session';
import { readTreeRecord } from '../../src/game/treeRecord';
import {
  CHESS,
  GameRecord,
  PARALLEL_WORLDS,
  PLUNDER,
  POCKET_MUTATION,
  describeProblem,
  err,
  ok,
  parseFen,
  parseFenOf,
  parseMove,
  parseSan,
  parseTurnFen,
  type GameDefinition,
  type ProblemCode,
  type Result,
} from '../../src/rules';
import { problemText } from '../../src/ui/i18n/i18n';

const S = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
const START = CHESS.startFen;
const K = '4k3/8/8/8/8/8/8/4K3';
const PW_K = `${K}|8/8/8/8/8/8/8/8|${K}`;

const fen = (game: GameDefinition, text: string) => () => parseFen(game, text);
const shapes = (text: string, levels: number) => () => {
  const read = parseShapes(text, levels);
  return read.ok ? ok(read.shapes) : err(read.problem);
};
const started = (game: GameDefinition) => {
  const pos = parseFen(game, game.startFen);
  if (!pos.ok) throw new Error(pos.error);
  return pos.value;
};

/** A move typed here while White, who is away from this screen, is to move. */
const typedWhileAway = (players: Players) => {
  const session = GameSession.start(CHESS, undefined, players);
  if (!session.ok) throw new Error(session.error);
  const store = createGameStore(session.value);
  store.getState().typeMove('e2e4');
  const message = store.getState().message;
  return message ? err(message) : ok(true);
};

/** One input per code; `text` is a message of a layer above the rules, English by design. */
const REACH: Record<
  Exclude<ProblemCode, 'text'>,
  () => Result<unknown> | Promise<Result<unknown>>
> = {
  'fen-whitespace': fen(CHESS, ` ${START}`),
  'fen-fields': fen(CHESS, `${S} w`),
  'fen-field-empty': fen(CHESS, `${S} w  - 0 1`),
  'pockets-missing': fen(POCKET_MUTATION, `${K} w - - 0 1`),
  'pockets-two': fen(POCKET_MUTATION, `${K}[NB] w - - 0 1`),
  'pockets-order': fen(POCKET_MUTATION, `${K}[qN] w - - 0 1`),
  'pockets-form': fen(POCKET_MUTATION, `${K}[N1] w - - 0 1`),
  'pocket-piece': fen(POCKET_MUTATION, `${K}[Y] w - - 0 1`),
  'pocket-king': fen(POCKET_MUTATION, `${K}[K] w - - 0 1`),
  'board-count': fen(CHESS, `${K}|${K} w - - 0 1`),
  'rank-count': fen(CHESS, '8/8/8 w - - 0 1'),
  'rank-two-digits': fen(CHESS, '4k21/8/8/8/8/8/8/4K3 w - - 0 1'),
  'not-a-piece': fen(CHESS, '4k3/8/8/8/8/8/8/4K2x w - - 0 1'),
  'vests-not-in-game': fen(CHESS, '4k3/8/8/8/8/8/8/B(N)3K3 w - - 0 1'),
  'vest-form': fen(PLUNDER, '4k3/8/8/8/8/8/8/B(x)3K3 w - - 0 1'),
  'vest-adds-nothing': fen(PLUNDER, '4k3/8/8/8/8/8/8/Q(B)3K3 w - - 0 1'),
  'rank-too-long': fen(CHESS, '4k3/8/8/8/8/8/8/4K2RR w - - 0 1'),
  'rank-files': fen(CHESS, '4k3/8/8/8/8/8/8/4K2 w - - 0 1'),
  'pawn-rank': fen(CHESS, '4k3/8/8/8/8/8/8/P3K3 w - - 0 1'),
  'kings-count': fen(CHESS, '8/8/8/8/8/8/8/4K3 w - - 0 1'),
  side: fen(CHESS, `${S} x KQkq - 0 1`),
  'castling-not-in-game': fen(POCKET_MUTATION, `${S}[] w KQkq - 0 1`),
  'castling-levels-form': fen(PARALLEL_WORLDS, `${PW_K} w KQ - 0 1`),
  'castling-levels-order': fen(PARALLEL_WORLDS, `${PW_K} w 3K1Q - 0 1`),
  'castling-level': fen(PARALLEL_WORLDS, `${PW_K} w 2K - 0 1`),
  'castling-letter': fen(CHESS, `${S} w x - 0 1`),
  'castling-twice': fen(CHESS, `${S} w KK - 0 1`),
  'castling-order': fen(CHESS, `${S} w qQ - 0 1`),
  'castling-no-king': fen(CHESS, 'r3k2r/8/8/8/8/8/8/R4K1R w K - 0 1'),
  'castling-no-rook': fen(CHESS, 'r3k2r/8/8/8/8/8/8/R3K3 w K - 0 1'),
  'ep-not-a-square': fen(CHESS, `${S} w KQkq e9 0 1`),
  'ep-two-on-level': fen(CHESS, `${S} w KQkq e3,d3 0 1`),
  'ep-impossible': fen(CHESS, `${S} w KQkq e3 0 1`),
  halfmove: fen(CHESS, `${S} w KQkq - x 1`),
  fullmove: fen(CHESS, `${S} w KQkq - 0 0`),
  'counter-too-large': fen(CHESS, `${S} w KQkq - 0 10000000`),
  'opponent-in-check': fen(CHESS, '4k3/4R3/8/8/8/8/8/4K3 w - - 0 1'),
  'unknown-game': () => parseFenOf('checkers', START),
  'illegal-move': () => parseMove(started(CHESS), 'e2e5'),
  'game-over': () => {
    const record = new GameRecord(started(CHESS));
    for (const move of ['f2f3', 'e7e5', 'g2g4', 'd8h4']) record.play(move);
    return record.play('e2e4');
  },
  'not-a-legal-move': () => parseSan(started(CHESS), 'Nf6'),
  'ambiguous-move': () => {
    const session = GameSession.start(PARALLEL_WORLDS);
    if (!session.ok) throw new Error(session.error);
    return session.value.playText('Nf3');
  },
  'turn-not-in-game': () => parseTurnFen(CHESS, `${START} ; e2e4`),
  'turn-sub-move': () => parseTurnFen(PARALLEL_WORLDS, `${PARALLEL_WORLDS.startFen} ; e2e4`),
  'turn-ended': () => parseTurnFen(PARALLEL_WORLDS, `${PARALLEL_WORLDS.startFen} ; 1e2-1e4 end`),
  'record-tag': () => readRecord('[Game plunder]\n\n*'),
  'record-no-game': () => readRecord('[Result "*"]\n\n*'),
  'record-unknown-game': () => readRecord('[Game "checkers"]\n\n*'),
  'record-fen': () => readRecord(`[Game "chess"]\n[FEN "${S} w KQkq e9 0 1"]\n\n*`),
  'record-move': () => readRecord('[Game "chess"]\n\n1. e2e4 e7e6 2. e4e6 *'),
  'record-ambiguous': () => readRecord('[Game "parallel-worlds"]\n\n1. Nf3 *'),
  'computer-to-move': () => typedWhileAway([computer(4), HUMAN]),
  'opponent-to-move': () => typedWhileAway([{ kind: 'remote', name: 'alice' }, HUMAN]),
  'record-empty': () => readRecords('   '),
  'record-in-file': () => readRecords('[Game "chess"]\n\n1. e2e4 *\n\n[Game "chess"]\n\n1. e5 *\n'),
  'record-pgn': () => readRecords('[Game "chess"]\n\n1. e4 {never closed *'),
  'record-game-over': () => readRecord('[Game "chess"]\n\n1. f2f3 e7e5 2. g2g4 d8h4 3. e2e4 *'),
  'record-variation': () => readTreeRecord('[Game "chess"]\n\n1. e2e4 (1. d2d4 *'),
  'shape-unreadable': shapes('Ge2e4,G4e2', 3),
  'shape-too-many': shapes(Array.from({ length: 65 }, () => 'Ge4').join(','), 1),
};

/** Words of the core's English sentences that must not stand in Russian text. */
const ENGLISH = /\b(the|is|not|must|of|on|in|rank|level|piece|move|castling|pocket|found)\b/i;
/** Quoted input, which both languages echo as it was typed. */
const QUOTED = /'[^']*'/g;

describe('every problem code: reached, worded once in English, and in Russian', () => {
  it.each(Object.entries(REACH))('%s', async (code, reach) => {
    const result = await reach();
    if (result.ok) throw new Error(`${code}: the input was accepted`);
    expect(result.problem.code).toBe(code);
    expect(result.error).toBe(describeProblem(result.problem));
    expect(problemText('en', result.problem)).toBe(result.error);
    const ru = problemText('ru', result.problem);
    expect(ru).toMatch(/[а-яё]/i);
    expect(ru).not.toMatch(/[\n\r]/);
    expect(ru.replace(QUOTED, '').replace(/\[Game "…"\]/, '')).not.toMatch(ENGLISH);
  });

  it('a record error wraps the FEN problem, in both languages', async () => {
    const result = await REACH['record-fen']();
    if (result.ok) throw new Error('accepted');
    expect(result.error).toBe("Record: FEN: en passant 'e9' is not a square");
    expect(problemText('ru', result.problem)).toBe("Запись: FEN: взятие на проходе 'e9' — не поле");
  });
});
