/**
 * The screen-reader mode (src/ui/blind): what each command line means, and what the mode answers
 * from real positions of the three games, in English and Russian — squares, ranks, columns
 * through the levels, the men by level, attackers (none on the middle level, where nothing
 * captures), the turn so far with its levels, the last turn and moves worded as what they did.
 */
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../src/game/session';
import { PARALLEL_WORLDS, PLUNDER, POCKET_MUTATION, type GameDefinition } from '../../src/rules';
import { translator } from '../../src/ui/i18n/i18n';
import { readCommand } from '../../src/ui/blind/readerCommands';
import { answerOf, spokenLastMove } from '../../src/ui/blind/readerText';

const en = translator('en');
const ru = translator('ru');

function session(game: GameDefinition, fen?: string, moves: readonly string[] = []): GameSession {
  const started = GameSession.start(game, fen);
  if (!started.ok) throw new Error(started.error);
  for (const move of moves) {
    const played = started.value.playText(move);
    if (!played.ok) throw new Error(`${move}: ${played.error}`);
  }
  return started.value;
}

/** The answer to a command line (a reading command, not a move). */
function answer(s: GameSession, line: string, t = en): string {
  const command = readCommand(line, s.game.levels);
  if (command.kind === 'move' || command.kind === 'undo')
    throw new Error(`${line} is a ${command.kind}`);
  return answerOf(t, s, command);
}

describe('what a command line means', () => {
  const ROWS: [string, number, unknown][] = [
    ['s 2e4', 3, { kind: 'scan', sets: [{ kind: 'square', level: 1, file: 4, rank: 3 }] }],
    ['s e4', 3, { kind: 'scan', sets: [{ kind: 'column', file: 4, rank: 3 }] }], // every level
    ['s e4', 1, { kind: 'scan', sets: [{ kind: 'square', level: 0, file: 4, rank: 3 }] }],
    ['s 4', 3, { kind: 'scan', sets: [{ kind: 'rank', rank: 3, level: null }] }],
    ['s 4 2', 3, { kind: 'scan', sets: [{ kind: 'rank', rank: 3, level: 1 }] }],
    ['s e 3', 3, { kind: 'scan', sets: [{ kind: 'file', file: 4, level: 2 }] }],
    ['s e 4', 3, { kind: 'unclear', text: 's e 4' }], // there is no level 4
    ['b', 3, { kind: 'scan', sets: [{ kind: 'level', level: 0 }] }],
    ['b 3', 3, { kind: 'scan', sets: [{ kind: 'level', level: 2 }] }],
    ['p', 1, { kind: 'pieces', color: null, letter: null }],
    ['p N', 1, { kind: 'pieces', color: 0, letter: 'N' }],
    ['p b', 1, { kind: 'pieces', color: 1, letter: 'b' }], // lichess: a letter's case is its side
    ['p black', 1, { kind: 'pieces', color: 1, letter: null }],
    ['p белые', 1, { kind: 'pieces', color: 0, letter: null }],
    ['a 1e4', 3, { kind: 'attackers', squares: [{ kind: 'square', level: 0, file: 4, rank: 3 }] }],
    ['a z9', 3, { kind: 'unclear', text: 'a z9' }],
    ['t', 3, { kind: 'turn' }],
    ['l', 3, { kind: 'last' }],
    ['c', 1, { kind: 'clock' }],
    ['u', 3, { kind: 'undo' }],
    ['?', 3, { kind: 'help' }],
    ['  1e2-1e4 ', 3, { kind: 'move', text: '1e2-1e4' }],
    ['Nf3', 1, { kind: 'move', text: 'Nf3' }],
    ['b4', 1, { kind: 'move', text: 'b4' }], // a pawn's move, not the board command
    ['end', 3, { kind: 'move', text: 'end' }],
  ];
  it.each(ROWS)('%s (levels %i)', (line, levels, expected) => {
    expect(readCommand(line, levels)).toEqual(expected);
  });
});

describe('what the mode answers', () => {
  const pw = session(PARALLEL_WORLDS);
  const ROWS: [string, string, string][] = [
    ['a square', 's 1e1', '1e1 white king'],
    ['an empty square of the middle level', 's 2e4', '2e4 empty'],
    [
      'a column through the levels',
      's e2',
      'e2 through the levels: 1e2 white pawn, 2e2 empty, 3e2 white pawn',
    ],
    [
      'a rank on one level, all men',
      's 2 3',
      'level 3, rank 2: 3a2 white pawn, 3b2 white pawn, 3c2 white pawn, 3d2 white pawn, 3e2 white pawn, 3f2 white pawn, 3g2 white pawn, 3h2 white pawn',
    ],
    [
      'a file on every level',
      's a',
      'level 1, file a: 1a1 white rook, 1a2 white pawn, 1a7 black pawn, 1a8 black rook; the other squares are empty. level 2, file a: all empty. level 3, file a: 3a1 white rook, 3a2 white pawn, 3a7 black pawn, 3a8 black rook; the other squares are empty',
    ],
    ['the knights of Black', 'p n', 'Black, knight: 1b8, 1g8, 3b8, 3g8'],
    [
      'who attacks a square',
      'a 1f3',
      '1f3: attacked by White: knight 1g1, pawn 1e2, pawn 1g2; by Black: none',
    ],
    ['nothing captures on level 2', 'a 2f3', '2f3: nothing captures on level 2'],
    [
      'the first turn',
      't',
      'White to move, move 1. No sub-move yet. levels used: none; open: 1, 2, 3. 2 more allowed',
    ],
    ['no turn yet', 'l', 'No turn played yet'],
    ['an untimed game', 'c', 'Untimed'],
    ['the help of a game with levels', 'h', en('blind.helpLevels')],
    ['an unknown command', 's', '“s” is not a command the screen reader mode knows; h lists them'],
  ];
  it.each(ROWS.map((row) => [...row, pw] as const))('%s: %s', (_, line, expected, s) => {
    expect(answer(s, line)).toBe(expected);
  });

  it('the turn so far: its sub-moves, the levels used and that it may end', () => {
    const s = session(PARALLEL_WORLDS, undefined, ['1e2-1e4']);
    expect(answer(s, 't')).toBe(
      'White to move, move 1. sub-moves made: pawn 1e2 to 1e4. levels used: 1; open: 2, 3. 1 more allowed. you may end the turn: end',
    );
    expect(answer(s, 't', ru)).toBe(
      'Ход: Белые, ход 1. сделаны подходы: пешка 1e2 на 1e4. занятые уровни: 1; свободные: 2, 3. можно ещё 1. можно закончить ход: end',
    );
  });

  it('the last turn, with a move between levels, after the turn has passed', () => {
    const s = session(PARALLEL_WORLDS, undefined, ['1b1-2b1', '3e2-3e4', '1e7-1e5']);
    expect(answer(s, 'l')).toBe('Last turn, White: knight 1b1 to 2b1; pawn 3e2 to 3e4');
    expect(answer(s, 'l', ru)).toBe('Последний ход, Белые: конь 1b1 на 2b1; пешка 3e2 на 3e4');
  });

  it('the men of one side, level by level, king first and pawns last', () => {
    const s = session(
      PARALLEL_WORLDS,
      '4k3/8/8/8/8/8/8/4K3|8/8/8/8/8/2N5/8/8|4k3/8/8/8/8/8/3P4/4K3 w - - 0 1',
    );
    expect(answer(s, 'p white')).toBe(
      'White: level 1, king 1e1. level 2, knight 2c3. level 3, king 3e1; pawn 3d2',
    );
  });

  it('a capture and a vest in PlunderChess, worded as what they did', () => {
    const s = session(PLUNDER, '4k3/8/4p3/3B4/8/8/8/4K3 w - - 0 1', ['d5e6~P']);
    expect(spokenLastMove(en, s)).toBe('bishop d5 takes pawn on e6, puts on a pawn vest');
    expect(answer(s, 's e6')).toBe('e6 white bishop wearing a pawn vest');
  });

  it('check and mate are said after the move', () => {
    const s = session(PLUNDER, undefined, ['f2f3', 'e7e5', 'g2g4', 'd8h4']);
    expect(spokenLastMove(en, s)).toBe('queen d8 to h4, checkmate');
    expect(spokenLastMove(ru, s)).toBe('ферзь d8 на h4, мат');
    expect(answer(s, 't')).toBe('Black wins, by checkmate');
  });

  it('a pocketing and a drop in Pocket mutation chess', () => {
    const s = session(POCKET_MUTATION, '4k3/8/8/8/8/8/8/R3K3[] w - - 0 2', [
      'a1^I',
      'e8d8',
      'I@c4',
    ]);
    expect(answer(s, 'l')).toBe('Last turn, White: nightrider dropped on c4');
    s.undo();
    s.undo();
    expect(spokenLastMove(en, s)).toBe('rook a1 into the pocket, becomes a nightrider');
  });

  it('the clocks: each side’s time and whose clock runs', () => {
    let now = 0;
    const s = session(PLUNDER, undefined, []);
    s.timeWith({ base: 300_000, increment: 2_000, delay: 0 }, () => now);
    expect(answer(s, 'c')).toBe('White 5:00, Black 5:00');
    s.playText('e2e4');
    s.playText('e7e5');
    now = 4_000; // the clocks run once both sides have moved
    expect(answer(s, 'c')).toMatch(/^White 4:5\d, Black 5:0\d\. White’s clock is running$/);
    expect(answer(s, 'c', ru)).toMatch(/^Белые 4:5\d, Чёрные 5:0\d\. идут часы: Белые$/);
  });
});
