/**
 * The picture on each game's card on the home page, kept apart from the rules pages' text
 * (rulesContent.ts) so the home page does not load the rules pages, which are a chunk of their own.
 */
import type { GameId } from '../common/games';
import type { DiagramSpec } from '../common/diagramView';

/** The picture on each game's card: a position that shows what is special about the game. */
export const CARD_DIAGRAMS: Record<GameId, DiagramSpec> = {
  'parallel-worlds': { play: ['1e2-1e4', '3g1-3f3'] },
  'pocket-mutation': { fen: 'rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/R1BQKBNR[N] w - - 2 3' },
  plunder: { fen: 'r1bqkb1r/pppp1ppp/2n2n2/4p3/2B(N)1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4' },
};
