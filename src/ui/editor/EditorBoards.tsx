/**
 * The position editor's boards: the game's own boards (View2D; for Parallel worlds chess a 2D | 3D
 * switch shows the stacked View3D, loaded only when asked for) given the editor's board port in
 * free placement (game/freeBoardPort.ts). A press on a square puts the palette's man there (again:
 * takes it off) or, with the en passant tool, marks the square; a man dragged elsewhere moves; the
 * keyboard is the boards' own. The en passant squares are ringed (all that could be chosen while
 * the tool is in hand). Apart from the page because it is the board and its meaning; the page
 * keeps the setup, the fields and what is done with the position.
 */
import { Suspense, lazy, useCallback, useMemo } from 'react';
import {
  enPassantCandidates,
  enPassantSquares,
  moveMan,
  placeMan,
  toggleEnPassant,
  type Setup,
} from '../../game/editor/setup';
import { setupBoardView } from '../../game/editor/setupView';
import type { DragIn } from '../../game/boardPort';
import { useFreeBoardPort } from '../../game/freeBoardPort';
import { squareNamed, squareView } from '../../game/squares';
import { gameById } from '../../rules';
import { View2D } from '../../view2d/View2D';
import { useView3DSettings } from '../common/useView3DSettings';
import { useT } from '../i18n/i18n';
import { view3dLabels } from '../i18n/view3dWords';
import { boardLabels } from '../play/GamePage';
import { EN_PASSANT, wornVest } from './EditorPalette';

// The 3D board, the game's own, loaded when asked for (the one lazy 3D chunk).
const LazyView3D = lazy(() => import('../../view3d/View3D'));

export function EditorBoards({
  setup,
  brush,
  vest,
  view,
  onView,
  onChange,
  carried,
  onCarried,
}: {
  setup: Setup;
  brush: string | null; // the palette's (EditorPalette)
  vest: string | null;
  view: '2d' | '3d'; // the board shown (Parallel worlds chess)
  onView: (view: '2d' | '3d') => void;
  onChange: (setup: Setup) => void; // an edit made on the board
  carried: DragIn | null; // a man being dragged in from the palette (flat boards only)
  onCarried: () => void; // the man carried in was released (on the board or off it)
}) {
  const t = useT();
  const game = gameById(setup.game)!;
  const show3d = view === '3d' && game.levels > 1;
  const view3dSettings = useView3DSettings(false); // the editor's own, not the game's remembered ones
  const showFlat = useCallback(() => onView('2d'), [onView]); // no WebGL: the flat boards
  const candidates = enPassantCandidates(setup);
  const chosenEp = enPassantSquares(setup);

  const nameOf = (square: number) => squareView(square, game.levels).name;
  const onPick = (square: number) => {
    const name = nameOf(square);
    if (brush === EN_PASSANT) {
      if (candidates.includes(name)) onChange(toggleEnPassant(setup, name));
      return;
    }
    const man = brush && manOf(brush, vest);
    const placing = man && (setup.men[name] === man ? null : man);
    onChange(placeMan(setup, name, placing || null));
  };
  /** The setup's text of a man as put down, with the vest he wears: 'N(R)', 'q'. */
  const manOf = (letter: string, vest: string | null) => {
    const worn = wornVest(setup.game, letter, vest);
    return worn ? `${letter}(${worn})` : letter;
  };
  const onDropIn = (square: number | null) => {
    onCarried();
    if (carried && square !== null)
      onChange(placeMan(setup, nameOf(square), manOf(carried.letter, carried.vest)));
  };
  const onRelocate = (from: number, to: number) =>
    onChange(moveMan(setup, nameOf(from), nameOf(to)));
  const boardView = useMemo(() => setupBoardView(setup), [setup]);
  const marked = brush === EN_PASSANT ? [...new Set([...chosenEp, ...candidates])] : chosenEp;
  const port = useFreeBoardPort(
    {
      view: boardView,
      goals: marked.map((name) => squareNamed(name, game.levels)!),
      facing: setup.turn === 'b' ? 1 : 0,
      dragIn: carried,
    },
    { onPick, onRelocate, onDropIn },
  );

  return (
    <section className="editor-boards">
      {game.levels > 1 && (
        <div className="segmented editor-view" role="group" aria-label={t('page.boardView')}>
          {(['2d', '3d'] as const).map((mode) => (
            <button
              key={mode}
              type="button"
              className="segment"
              aria-pressed={view === mode}
              onClick={() => onView(mode)}
            >
              {mode.toUpperCase()}
            </button>
          ))}
        </div>
      )}
      {show3d && (
        <Suspense fallback={<p className="view-loading">{t('page.loading3d')}</p>}>
          <LazyView3D
            port={port}
            onUnavailable={showFlat}
            labels={view3dLabels(t)}
            className="editor-view3d"
            {...view3dSettings}
          />
        </Suspense>
      )}
      {!show3d && <View2D port={port} slideMs={0} labels={boardLabels(t)} />}
    </section>
  );
}
