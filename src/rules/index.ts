/**
 * The rules core's public face: games, positions, FEN, moves in canonical and human notation,
 * legal moves, play, outcomes, game records and perft. Pure TypeScript, no DOM.
 */
export {
  CHESS,
  GAMES,
  GAME_IDS,
  PARALLEL_WORLDS,
  PLUNDER,
  POCKET_MUTATION,
  gameById,
} from './games';
export type { GameDefinition, GameId } from './games';
export {
  parseSquare,
  squareName,
  levelOf,
  fileOf,
  rankOf,
  squareAt,
  ORTHOGONAL,
  DIAGONAL,
  KNIGHT_LEAPS,
  type Square,
} from './geometry';
export * from './move';
export {
  ATOM_BISHOP,
  ATOM_FERZ,
  ATOM_KNIGHT,
  ATOM_NIGHTRIDER,
  ATOM_PAWN,
  ATOM_ROOK,
  ATOM_WAZIR,
  PIECES,
  PAWN,
  KNIGHT,
  BISHOP,
  ROOK,
  QUEEN,
  KING,
  changesClass,
  letterOf,
  typeOfCode,
  type Color,
  type PieceSpec,
  WHITE,
  BLACK,
} from './pieces';
export type { PositionView as Position, ReadonlyInts } from './position';
export {
  fromSetup,
  makeFen,
  makeSetupFen,
  parseFen,
  parseFenOf,
  parseSetup,
  toSetup,
  type CastlingRight,
  type Setup,
  type SetupMan,
} from './fen';
export { makeMove, parseMove } from './notation';
export { makeSan, parseSan, sanCandidates } from './san';
export { legalMoves, play } from './play';
export {
  MAX_MOVES,
  generateLegal,
  generateLegalDrops,
  generateLegalFrom,
  generateTactical,
  generateTacticalOnLevel,
} from './movegen';
export { vestAddsPowers } from './position';
/** For the engine's search: its own mutable copies (make/unmake, hash keys) of a position. */
export { occupancySquare, workingCopy, type Position as WorkingPosition } from './position';
export { zobristFromScratch, ZOBRIST_HI, ZOBRIST_LO } from './zobrist';
export { attackersOf, inCheck, inCheckAfter, isAttacked } from './attacks';
export { outcomeOf, repetitionKey, insufficientMaterial, type Outcome } from './outcome';
export { REASONS, type EndReason, type GameEndReason } from './endReason';
export { GameRecord, type KeptMoves } from './record';
export { resultText, writeRecordText, type RecordMove, type RecordText } from './recordText';
export { readMove, replay, type ReplayOptions, type ReplayStep } from './replay';
export { TURN_SEPARATOR, makeTurnFen, parseTurnFen, type TurnInProgress } from './turnText';
export { perft, perftDivide, perftDivideTurns } from './perft';
export { ok, err, type Result } from './result';
export {
  MAX_COUNTER,
  describeProblem,
  excerpt,
  quoteInput,
  type EnPassantReason,
  type FenField,
  type Problem,
  type ProblemCode,
} from './problems';
export {
  clockAt,
  clockStarted,
  controlTag,
  endTurn,
  flagged,
  formatClk,
  formatControl,
  parseClk,
  parseControl,
  parseControlTag,
  pauseClock,
  resumeClock,
  runningSide,
  startClock,
  stopClock,
  timeLeft,
  type Clock,
  type TimeControl,
} from './clock';
export { flagOutcome, type FlagOutcome } from './flagDraw';
export {
  keyOf,
  playAll,
  positionKey,
  someCompletion,
  visitTurns,
  wholeTurns,
  type WholeTurn,
} from './wholeTurns';
export {
  NEW_RATING,
  PROVISIONAL_DEVIATION,
  isProvisional,
  puzzleStartRating,
  rateAttempt,
  rateGame,
  ratingTags,
  type Rated,
  type RecordRating,
  type Rating,
} from './glicko2';
