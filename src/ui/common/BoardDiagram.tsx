// A small, still board diagram for the rules pages, the home page's game cards and the library's
// thumbnails, drawn as the flat board shows it (src/view2d's StillBoard: Board2D's look, drawn as
// a picture) from a real position: a FEN, moves played from it (the last turn is marked) and a
// man or pocket selected, whose legal moves then show as in play. The diagram is a picture with
// a caption, not a control: it is inert (no focus, no clicks). Its men's art is defined once for
// all its boards (StillArt, ids from useId: the same in the prerendered HTML and on hydration),
// and a page with several diagrams (the home page's cards) defines the plain chess men once for
// all of them (`DiagramArt`). Given `open`, a button under it opens the position on the real
// board (rules pages).
import { createContext, useContext, useId, useMemo, type ReactNode } from 'react';
import { isTarget } from '../../game/destinations';
import type { ManView } from '../../game/viewModel';
import { StillArt, StillBoard, artId, type ManLook } from '../../view2d/StillBoard';
import { PieceIcon } from '../../view2d/pieceArt';
import { diagramView, type DiagramSpec } from './diagramView';
import type { GameId } from './games';

interface BoardDiagramProps {
  game: GameId;
  spec: DiagramSpec;
  caption?: string; // shown under the diagram and used as its accessible name
  className?: string;
  open?: { label: string; onOpen: () => void }; // a button under the diagram that opens it
}

/** The plain chess men, whose art a page's diagrams share. */
const CHESS_MEN = 'KQRBNPkqrbnp';
const CHESS_LOOKS: readonly ManLook[] = [...CHESS_MEN].map((letter) => ({ letter, vest: null }));
const isChessLook = (man: ManLook) => !man.vest && CHESS_MEN.includes(man.letter);

/** The id prefix of the chess men's art shared by the diagrams inside a `DiagramArt`. */
const SharedArt = createContext<string | null>(null);

/** Defines the plain chess men's art once for every diagram inside it (the home page's cards). */
export function DiagramArt({ children }: { children: ReactNode }) {
  const prefix = useId();
  return (
    <SharedArt.Provider value={prefix}>
      <StillArt looks={CHESS_LOOKS} prefix={prefix} />
      {children}
    </SharedArt.Provider>
  );
}

export function BoardDiagram({ game, spec, caption, className, open }: BoardDiagramProps) {
  const view = useMemo(() => diagramView(game, spec), [game, spec]);
  const own = useId();
  const shared = useContext(SharedArt);
  if ('error' in view) return null;
  const isShared = (man: ManLook) => shared !== null && isChessLook(man);
  const art = (man: ManView) => artId(isShared(man) ? shared! : own, man);
  const ownLooks = view.men.filter((man) => !isShared(man));
  const levels = Array.from({ length: view.levels }, (_, level) => level);
  const pocket = (color: 0 | 1) => ({
    letter: view.pockets.find((p) => p.color === color)?.letter ?? null,
    selected: view.selected?.kind === 'pocket' && view.selected.color === color,
    target: isTarget(view, { kind: 'pocket', color }),
  });
  return (
    <figure className={['diagram', className].filter(Boolean).join(' ')} data-levels={view.levels}>
      <div className="diagram-boards view2d" inert aria-hidden="true">
        {view.pockets.length > 0 && <DiagramPocket {...pocket(1)} />}
        {levels.map((level) => (
          <div className="diagram-board" key={level}>
            {view.levels > 1 && <span className="diagram-level">{level + 1}</span>}
            <StillBoard view={view} level={level} art={art} />
          </div>
        ))}
        {view.pockets.length > 0 && <DiagramPocket {...pocket(0)} />}
        {ownLooks.length > 0 && <StillArt looks={ownLooks} prefix={own} />}
      </div>
      {caption && <figcaption className="diagram-caption">{caption}</figcaption>}
      {open && (
        <button type="button" className="link-button diagram-open" onClick={open.onOpen}>
          {open.label} →
        </button>
      )}
    </figure>
  );
}

/** A pocket beside a diagram: a small slot with the pocketed piece, selected or a target. */
function DiagramPocket({
  letter,
  selected,
  target,
}: {
  letter: string | null;
  selected: boolean;
  target: boolean;
}) {
  const classes = ['diagram-pocket', selected && 'is-selected', target && 'is-target'];
  return (
    <span className={classes.filter(Boolean).join(' ')}>
      {letter ? <PieceIcon letter={letter} size="100%" /> : null}
    </span>
  );
}
