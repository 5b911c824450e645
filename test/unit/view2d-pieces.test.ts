/**
 * The flat board's piece set and the game-layer pieces it relies on. The looks must cover all
 * nineteen pieces of docs/rules.md §Conventions / Piece letters (their names: piece-words.test.ts),
 * and each look must say the
 * piece's powers (its move atoms in src/rules/pieces.ts): a horse head exactly for the knight
 * leap, streaks exactly for the nightrider's repeated leap, the cross badge exactly for an added
 * king step, and the slides as head or hat (tower: straight, mitre: diagonal, crown: both); the
 * card words a look and a game's notes in each language. Also
 * pinned here: the choice kinds of the staging (what a dialog asks), and that the view model
 * lists the men of the middle Parallel worlds level.
 */
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../src/game/session';
import { nextChoice, targetsOf } from '../../src/game/staging';
import { buildBoardView } from '../../src/game/viewModel';
import {
  PARALLEL_WORLDS,
  PIECES,
  PLUNDER,
  POCKET_MUTATION,
  parseSquare,
  type GameDefinition,
} from '../../src/rules';
import {
  ATOM_BISHOP,
  ATOM_FERZ,
  ATOM_KNIGHT,
  ATOM_NIGHTRIDER,
  ATOM_ROOK,
  ATOM_ROYAL,
  ATOM_WAZIR,
} from '../../src/rules/pieces';
import { translator } from '../../src/ui/i18n/i18n';
import { pieceCardWords } from '../../src/ui/i18n/pieceWords';
import { PIECE_LOOKS, pieceLook } from '../../src/view2d/pieceArt';
import { cardPlacement, notes } from '../../src/view2d/PieceTooltip';

describe('piece looks', () => {
  const pieces = PIECES.slice(1);

  it('cover the nineteen pieces of the rules core', () => {
    expect(pieces).toHaveLength(19);
    expect(Object.keys(PIECE_LOOKS).sort()).toEqual(pieces.map((p) => p.letter).sort());
  });

  it.each(pieces.filter((p) => p.letter !== 'P' && p.letter !== 'K'))(
    '$letter: its look says its powers',
    (piece) => {
      const look = pieceLook(piece.letter.toLowerCase());
      const leaps = (piece.atoms & (ATOM_KNIGHT | ATOM_NIGHTRIDER)) !== 0;
      const straight = (piece.atoms & ATOM_ROOK) !== 0;
      const diagonal = (piece.atoms & ATOM_BISHOP) !== 0;
      const kingStep =
        (piece.atoms & (ATOM_WAZIR | ATOM_FERZ)) !== 0 && !(piece.atoms & ATOM_ROYAL);
      expect(look.head === 'knight').toBe(leaps);
      expect(!!look.rider).toBe((piece.atoms & ATOM_NIGHTRIDER) !== 0);
      expect(!!look.super).toBe(kingStep);
      const slides = leaps ? look.hat : look.head;
      const expected =
        straight && diagonal
          ? ['crown', 'queen']
          : straight
            ? ['tower', 'rook']
            : diagonal
              ? ['mitre', 'bishop']
              : [undefined, 'knight'];
      expect(expected).toContain(slides);
    },
  );
});

describe('piece cards', () => {
  const en = pieceCardWords(translator('en'));
  it('word the look and the game notes in the language asked', () => {
    const ru = pieceCardWords(translator('ru')); // the Russian words are loaded before each file's tests
    const cardinalRider = pieceLook('U');
    expect(en.look(cardinalRider)).toBe(
      'horse (knight leap) + mitre (diagonal slides) + streaks (the leap repeats)',
    );
    expect(ru.look(cardinalRider)).toBe(
      'конская голова (прыжок коня) + митра (ходы по диагоналям) + полосы скорости (прыжок повторяется)',
    );
    expect(notes('p', null, POCKET_MUTATION, ru)[0]).toBe('Карманный класс 1.');
    expect(notes('N', 'B', PLUNDER, en)).toEqual([
      'Wears a bishop vest: once, it may also move as a bishop; then the vest is gone.',
    ]);
    expect(notes('N', 'B', PLUNDER, ru)[0]).toContain('«слон»');
    expect(notes('k', null, PARALLEL_WORLDS, ru)).toEqual([
      'Никогда не стоит на уровне 2 и никогда не меняет уровень.',
    ]);
  });
});

function session(game: GameDefinition, fen: string): GameSession {
  const started = GameSession.start(game, fen);
  if (!started.ok) throw new Error(started.error);
  return started.value;
}

describe('choice kinds of the staging', () => {
  const rows = [
    {
      rule: 'a promotion asks for the piece',
      game: PLUNDER,
      fen: '8/4P3/8/8/8/8/k7/4K3 w - - 0 1',
      from: 'e7',
      to: { kind: 'square' as const, square: parseSquare('e8', 1)! },
      kind: 'promotion',
    },
    {
      rule: 'a pocketing asks for the mutation',
      game: POCKET_MUTATION,
      fen: '4k3/8/8/8/8/8/8/R3K3[] w - - 0 2',
      from: 'a1',
      to: { kind: 'pocket' as const, color: 0 as const },
      kind: 'mutation',
    },
    {
      rule: 'a capture with a vest on offer asks for the vest',
      game: PLUNDER,
      fen: '4k3/8/n7/8/8/8/8/R5K1 w - - 0 1',
      from: 'a1',
      to: { kind: 'square' as const, square: parseSquare('a6', 1)! },
      kind: 'vest',
    },
  ];

  it.each(rows)('$rule', ({ game, fen, from, to, kind }) => {
    const game1 = session(game, fen);
    const pos = game1.position;
    const targets = targetsOf(pos, game1.legalMoves(), {
      kind: 'square',
      square: parseSquare(from, 1)!,
    });
    const target = targets.find((t) =>
      to.kind === 'pocket'
        ? t.pick.kind === 'pocket'
        : t.pick.kind === 'square' && t.pick.square === to.square,
    )!;
    const choice = nextChoice(target.moves);
    expect('kind' in choice && choice.kind).toBe(kind);
  });
});

describe('view model', () => {
  it('lists the men standing on the middle level of Parallel worlds chess', () => {
    const game = session(PARALLEL_WORLDS, PARALLEL_WORLDS.startFen);
    expect(game.playText('1g1-2g1').ok).toBe(true);
    const view = buildBoardView(game, null);
    expect(view.men.filter((m) => m.level === 1).map((m) => m.name)).toEqual(['2g1']);
    expect(view.men).toHaveLength(64);
  });
});

describe('the piece card stays inside the viewport', () => {
  const viewport = { width: 1000, height: 700 };
  const inside = (p: ReturnType<typeof cardPlacement>, height: number) =>
    p.left >= 8 &&
    p.left + p.width <= viewport.width - 8 &&
    p.top !== null &&
    p.top >= 8 &&
    p.top + height <= viewport.height - 8;

  it('stands above a man low on the screen and below one near the top', () => {
    const low = cardPlacement({ x: 500, top: 500, bottom: 540 }, 200, viewport);
    expect(low).toMatchObject({ above: true, top: 500 - 8 - 200 });
    const high = cardPlacement({ x: 500, top: 40, bottom: 80 }, 200, viewport);
    expect(high).toMatchObject({ above: false, top: 88 });
  });

  it('goes below when it does not fit above, and the other way round', () => {
    const tall = 320;
    const middle = cardPlacement({ x: 500, top: 250, bottom: 290 }, tall, viewport);
    expect(middle.above).toBe(false);
    expect(inside(middle, tall)).toBe(true);
    const nearBottom = cardPlacement({ x: 500, top: 360, bottom: 400 }, tall, viewport);
    expect(nearBottom.above).toBe(true);
    expect(inside(nearBottom, tall)).toBe(true);
  });

  it('is never clipped: at the corners, or when it fits on neither side', () => {
    for (const [x, top] of [
      [0, 0],
      [1000, 0],
      [0, 690],
      [1000, 690],
      [500, 300],
    ] as const) {
      for (const height of [120, 300, 500]) {
        const placed = cardPlacement({ x, top, bottom: top + 10 }, height, viewport);
        expect(inside(placed, height), `${x},${top} height ${height}`).toBe(true);
      }
    }
  });

  it('narrows on a screen narrower than the card', () => {
    const placed = cardPlacement({ x: 100, top: 400, bottom: 440 }, 200, {
      width: 240,
      height: 700,
    });
    expect(placed.left).toBe(8);
    expect(placed.width).toBe(224);
  });
});
