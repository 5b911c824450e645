// @vitest-environment jsdom
/**
 * The still diagrams (src/view2d/StillBoard.tsx through src/ui/common/BoardDiagram.tsx) show what
 * the live flat board (Board2D) shows for the same diagram: for every diagram of the rules pages
 * and the home page's cards, and a position in check, level by level, the same squares dark, the
 * same men on the same squares drawn with the same art, the same marks on each square (last turn,
 * selected man, targets by kind, vests, check), the same writing (coordinates, level badges) and
 * the same level tint. Structural, not pixels: it compares the elements both draw. And the still
 * board stays small: no square of its own for an empty, unmarked square, each man's art defined
 * once per diagram, and the chess men's once for all the home page's cards (DiagramArt).
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BoardDiagram, DiagramArt } from '../../src/ui/common/BoardDiagram';
import { diagramView, type DiagramSpec } from '../../src/ui/common/diagramView';
import type { GameId } from '../../src/ui/common/games';
import { CARD_DIAGRAMS } from '../../src/ui/rules/cardDiagrams';
import { ALL_DIAGRAMS } from '../../src/ui/rules/rulesContent';
import { Board2D } from '../../src/view2d/Board2D';

afterEach(cleanup);

const CASES: Array<{ name: string; game: GameId; spec: DiagramSpec }> = [
  ...Object.entries(CARD_DIAGRAMS).map(([game, spec]) => ({
    name: `the ${game} card`,
    game: game as GameId,
    spec,
  })),
  ...ALL_DIAGRAMS.map(({ game, spec }, i) => ({
    name: `rules diagram ${i} (${game})`,
    game,
    spec,
  })),
  {
    name: 'a king in check (PlunderChess)',
    game: 'plunder',
    spec: { fen: 'rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3' },
  },
];

/** Markup with the board's own ids (gradients, art) made alike. */
const sameIds = (html: string) => html.replace(/url\(#[^)]*\)/g, 'url(#)');

/** What a square shows beside its colour: its highlights and marks, in order, as markup. */
const marksOf = (square: Element) =>
  [...square.children]
    .filter(
      (child) =>
        !child.matches('.square-fill, .square-focus, .man, use') && !child.matches('[data-piece]'),
    )
    .map((child) => sameIds(child.outerHTML));

/** What one board shows, square by square: colour, man (letter, vest, art) and marks. */
interface Shown {
  dark: string[];
  men: Record<string, string>;
  art: Record<string, string>;
  marks: Record<string, string[]>;
  labels: string;
  tint: string;
}

const place = (element: Element) => element.getAttribute('transform') ?? '';

function liveBoard(svg: SVGSVGElement): Shown {
  const shown: Shown = { dark: [], men: {}, art: {}, marks: {}, labels: '', tint: '' };
  for (const square of svg.querySelectorAll('[data-square]')) {
    const name = square.getAttribute('data-square')!;
    if (square.classList.contains('square-dark')) shown.dark.push(place(square));
    const man = square.querySelector('.man');
    if (man) {
      shown.men[name] = `${man.getAttribute('data-piece')}${man.getAttribute('data-vest') ?? ''}`;
      shown.art[name] = man.innerHTML;
    }
    const marks = marksOf(square);
    if (marks.length > 0) shown.marks[name] = marks;
  }
  shown.labels = svg.querySelector('.square-labels')!.innerHTML;
  shown.tint = svg.style.getPropertyValue('--level-tint');
  return shown;
}

function stillBoard(svg: SVGSVGElement): Shown {
  const shown: Shown = { dark: [], men: {}, art: {}, marks: {}, labels: '', tint: '' };
  // the dark squares' path, one `M x y h100v100h-100z` a square, as Board2D's translations
  const path = svg.querySelector('.square-dark .square-fill')!.getAttribute('d')!;
  shown.dark = [...path.matchAll(/M(\d+) (\d+)h100v100h-100z/g)].map(
    ([, x, y]) => `translate(${x} ${y})`,
  );
  expect(path.replace(/M(\d+) (\d+)h100v100h-100z/g, '')).toBe('');
  expect(svg.querySelector('.square-light .square-fill')!.getAttribute('width')).toBe('800');
  for (const square of svg.querySelectorAll('[data-at]')) {
    const name = square.getAttribute('data-at')!;
    const man = square.querySelector('use[data-piece]');
    if (man) {
      shown.men[name] = `${man.getAttribute('data-piece')}${man.getAttribute('data-vest') ?? ''}`;
      const art = document.getElementById(man.getAttribute('href')!.slice(1));
      shown.art[name] = art?.innerHTML ?? 'no art';
    }
    const marks = marksOf(square);
    if (marks.length > 0) shown.marks[name] = marks;
    expect(man || marks.length > 0, `${name} is drawn for nothing`).toBeTruthy();
  }
  shown.labels = svg.querySelector('.square-labels')!.innerHTML;
  shown.tint = svg.style.getPropertyValue('--level-tint');
  return shown;
}

describe('a still diagram shows what the flat board shows', () => {
  it.each(CASES)('$name', ({ game, spec }) => {
    const view = diagramView(game, spec);
    if ('error' in view) throw new Error(view.error);
    const still = render(<BoardDiagram game={game} spec={spec} />);
    const stillSvgs = [...still.container.querySelectorAll<SVGSVGElement>('svg.board2d')];
    expect(stillSvgs).toHaveLength(view.levels);
    // each distinct man's art defined once for the whole diagram
    const defined = [...still.container.querySelectorAll('.still-art defs > g')].map((g) => g.id);
    expect(new Set(defined).size).toBe(defined.length);
    const looks = new Set(view.men.map((man) => `${man.letter}${man.vest ?? ''}`));
    expect(defined).toHaveLength(looks.size);

    for (let level = 0; level < view.levels; level++) {
      const live = render(
        <Board2D
          view={view}
          level={level}
          orientation={0}
          focusSquare={-1}
          draggingFrom={null}
          onSquareKey={() => {}}
        />,
      );
      const expected = liveBoard(live.container.querySelector('svg')!);
      const shown = stillBoard(stillSvgs[level]!);
      expect(shown.dark.sort()).toEqual(expected.dark.sort());
      expect(shown.men).toEqual(expected.men);
      expect(shown.art).toEqual(expected.art);
      expect(shown.marks).toEqual(expected.marks);
      expect(shown.labels).toEqual(expected.labels);
      expect(shown.tint).toBe(expected.tint);
      live.unmount();
    }
  });

  it('covers the marks the diagrams show: last turn, selection, targets of each kind, check', () => {
    const kinds = new Set<string>();
    for (const { game, spec } of CASES) {
      const { container, unmount } = render(<BoardDiagram game={game} spec={spec} />);
      for (const element of container.querySelectorAll('[data-at] [class]'))
        for (const name of element.classList) kinds.add(name);
      unmount();
    }
    for (const kind of [
      'square-last',
      'square-selected',
      'square-check',
      'mark-move',
      'mark-capture',
      'mark-vest',
      'mark-drop',
      'mark-level',
    ])
      expect(kinds, kind).toContain(kind);
  });

  it("the home page's cards share the chess men's art: defined once, every man's found", () => {
    const cards = Object.entries(CARD_DIAGRAMS) as Array<[GameId, DiagramSpec]>;
    const { container } = render(
      <DiagramArt>
        {cards.map(([game, spec]) => (
          <BoardDiagram key={game} game={game} spec={spec} />
        ))}
      </DiagramArt>,
    );
    const defined = [...container.querySelectorAll('.still-art defs > g')].map((g) => g.id);
    expect(new Set(defined).size).toBe(defined.length);
    const looks = new Set<string>();
    for (const [game, spec] of cards) {
      const view = diagramView(game, spec);
      if ('error' in view) throw new Error(view.error);
      for (const man of view.men) looks.add(`${man.letter}${man.vest ?? ''}`);
    }
    // the twelve chess men once, and each vested man once in its own card
    expect(looks.size).toBeGreaterThan(12);
    expect(defined).toHaveLength(looks.size);
    const uses = [...container.querySelectorAll('use[data-piece]')];
    expect(uses.length).toBeGreaterThan(100);
    for (const use of uses) {
      const art = document.getElementById(use.getAttribute('href')!.slice(1));
      expect(art, use.getAttribute('href')!).not.toBeNull();
      const piece = art!.querySelector('.piece-art');
      expect(piece).not.toBeNull();
    }
  });
});
