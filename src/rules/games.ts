/**
 * The games, as definitions: one object per game whose fields switch on the rule families that
 * the generator, `make` and the FEN reader implement once (levels, check, castling, pockets,
 * vests, sub-move turns). Adding a game is adding a definition, not scattering `if (game === …)`.
 */
import { BISHOP, KNIGHT, QUEEN, ROOK } from './pieces';

/** The project's three games, the ones the app offers (`?game=<id>`), in the order it lists them. */
export const GAME_IDS = ['parallel-worlds', 'pocket-mutation', 'plunder'] as const;

/** The id of one of the project's three games. */
export type GameId = (typeof GAME_IDS)[number];

export interface GameDefinition {
  /** One of the three, or plain chess: the reference the rules core is checked against (perft
   * against chessops, the command line), which the app does not offer. */
  readonly id: GameId | 'chess';
  readonly name: string;
  /** 1 for the flat games, 3 for Parallel worlds chess. */
  readonly levels: number;
  readonly startFen: string;
  /** Kings may not be left attacked; checkmate and stalemate end the game. */
  readonly check: boolean;
  readonly castling: boolean;
  /** Pawns promote by moving onto their last rank (to these types); else they stop there. */
  readonly promotionTypes: readonly number[];
  /** Pocket mutation chess: one-piece pockets, pocketing with mutation, drops. */
  readonly pockets: boolean;
  /** PlunderChess: vests taken on captures and used once. */
  readonly vests: boolean;
  /** Parallel worlds chess: turns of up to `maxSubMoves` sub-moves ending on distinct levels. */
  readonly subMoveTurns: boolean;
  readonly maxSubMoves: number;
  /** The level where every man moves as a queen and nothing captures, or -1. */
  readonly queenLevel: number;
  /** Men may step straight up or down one level. */
  readonly levelMoves: boolean;
  /** Which moves reset the halfmove clock besides captures. */
  readonly clockReset: 'pawn' | 'promotion';
  /** Highest piece type id that may stand on the board (6: the standard set, 19: fairy too). */
  readonly maxPieceType: number;
  /** A pawn may stand on its own first rank in a position (not in standard chess). */
  readonly firstRankPawns: boolean;
}

const STANDARD_START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR';
const PROMOTIONS = [QUEEN, ROOK, BISHOP, KNIGHT] as const;

const flatChess = {
  levels: 1,
  check: true,
  castling: true,
  promotionTypes: PROMOTIONS,
  pockets: false,
  vests: false,
  subMoveTurns: false,
  maxSubMoves: 1,
  queenLevel: -1,
  levelMoves: false,
  clockReset: 'pawn',
  maxPieceType: 6,
  firstRankPawns: true,
} as const;

export const CHESS: GameDefinition = {
  ...flatChess,
  id: 'chess',
  name: 'Chess',
  startFen: `${STANDARD_START} w KQkq - 0 1`,
  firstRankPawns: false,
};

export const PARALLEL_WORLDS: GameDefinition = {
  ...flatChess,
  id: 'parallel-worlds',
  name: 'Parallel worlds chess',
  levels: 3,
  startFen: `${STANDARD_START}|8/8/8/8/8/8/8/8|${STANDARD_START} w 1KQkq3KQkq - 0 1`,
  check: false,
  subMoveTurns: true,
  maxSubMoves: 3,
  queenLevel: 1,
  levelMoves: true,
};

export const POCKET_MUTATION: GameDefinition = {
  ...flatChess,
  id: 'pocket-mutation',
  name: 'Pocket mutation chess',
  startFen: `${STANDARD_START}[] w - - 0 1`,
  castling: false,
  promotionTypes: [],
  pockets: true,
  clockReset: 'promotion',
  maxPieceType: 19,
};

export const PLUNDER: GameDefinition = {
  ...flatChess,
  id: 'plunder',
  name: 'PlunderChess',
  startFen: CHESS.startFen,
  vests: true,
};

export const GAMES: readonly GameDefinition[] = [CHESS, PARALLEL_WORLDS, POCKET_MUTATION, PLUNDER];

/** The game with this id, or undefined. */
export const gameById = (id: string): GameDefinition | undefined => GAMES.find((g) => g.id === id);
