/**
 * The editor's setup as the boards' view model, so the 3D scene draws a position being set up
 * (legal or not yet: no kings, a pawn on the last rank) with the same boards and men as a game.
 * Only the men are filled in: nothing is selectable, targeted or played in a setup. Each man's
 * id is its square, so a man put down or taken off appears or goes at once.
 */
import { PIECES, gameById, parseSquare, levelOf, fileOf, rankOf } from '../../rules';
import { NO_DESTINATIONS } from '../destinations';
import type { BoardView, ManView } from '../viewModel';
import type { Setup } from './setup';

const NO_PROGRESS = { played: [], usedLevels: [], remaining: 0, canEnd: false };

/** The view model of a setup's men (`{ '2c4': 'p', d5: 'R(N)' }`), for the 3D editor. */
export function setupBoardView(setup: Setup): BoardView {
  const game = gameById(setup.game)!;
  const men: ManView[] = [];
  for (const [name, text] of Object.entries(setup.men)) {
    const square = parseSquare(name, game.levels);
    const letter = text[0] ?? '';
    const piece = PIECES.find((p) => p.letter === letter.toUpperCase() && p.type > 0);
    if (square === undefined || !piece) continue;
    men.push({
      id: square,
      square,
      name,
      level: levelOf(square),
      file: fileOf(square),
      rank: rankOf(square),
      type: piece.type,
      letter,
      color: letter === letter.toUpperCase() ? 0 : 1,
      vest: text.length === 4 ? text[2]! : null,
    });
  }
  return {
    game,
    levels: game.levels,
    turn: setup.turn === 'w' ? 0 : 1,
    men,
    pockets: [],
    selectable: [],
    selected: null,
    targets: [],
    destinations: NO_DESTINATIONS,
    lastMoves: [],
    premove: [],
    check: null,
    hint: [],
    threat: [],
    progress: NO_PROGRESS,
    outcome: null,
  };
}
