/**
 * The rules core's public face: games, positions, FEN, moves in canonical and human notation,
 * legal moves, play, outcomes, game records and perft. Pure TypeScript, no DOM.
 */
export { CHESS, GAMES, PARALLEL_WORLDS, PLUNDER, POCKET_MUTATION, gameById } from './games';
export type { GameDefinition, GameId } from './games';
export {
  parseSquare,
  squareName,
  levelOf,
  fileOf,
  rankOf,
  ORTHOGONAL,
  DIAGONAL,
  KNIGHT_LEAPS,
  type Square,
} from './geometry';
export * from './move';
export { PIECES, KING, PAWN, letterOf, type Color, type PieceSpec, WHITE, BLACK } from './pieces';
export { Position } from './position';
export { makeFen, parseFen, parseFenOf } from './fen';
export { makeMove, parseMove } from './notation';
export { makeSan, parseSan } from './san';
export { legalMoves, play } from './play';
export { MAX_MOVES, generateLegal } from './movegen';
export { vestAddsPowers } from './position';
export { zobristFromScratch, ZOBRIST_HI, ZOBRIST_LO } from './zobrist';
export { inCheck, isAttacked } from './attacks';
export {
  outcomeOf,
  repetitionKey,
  insufficientMaterial,
  REASONS,
  type EndReason,
  type Outcome,
} from './outcome';
export { GameRecord } from './record';
export { perft, perftDivide } from './perft';
export { ok, err, type Result } from './result';
