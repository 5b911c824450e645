// Pages that more than one spec visits one by one (the accessibility audit, the reflow check).

/** A page to visit: its name, its address (after the app's) and what shows that it is ready. */
export interface VisitedPage {
  name: string;
  query: string;
  ready: string;
}

/** The editor, the explorer, the rules, the notation, the presenter, the analysis board (with a tree), a puzzle, Puzzle Storm's start and the list of studies, in that order. */
export const TOOL_PAGES: readonly VisitedPage[] = [
  { name: 'the editor', query: '?edit=parallel-worlds', ready: '[data-square]' },
  {
    name: 'the explorer',
    query: '?explore=parallel-worlds&piece=R&at=2d4',
    ready: '[data-square]',
  },
  { name: 'the rules', query: '?rules=parallel-worlds', ready: 'main' },
  { name: 'the notation', query: '?notation', ready: 'main' },
  { name: 'the presenter', query: '?present&idle=600', ready: '.present-slide, [data-square]' },
  {
    name: 'the analysis board',
    query: `?analyse=plunder&view=2d&tree=${encodeURIComponent('1. e2e4 e7e5 $1 {a comment} (1... c7c5 $5) 2. g1f3 *')}`,
    ready: '[data-testid="analysis-line"]',
  },
  { name: 'a puzzle', query: '?puzzle=yav86l', ready: '.puzzle-panel[data-phase="playing"]' },
  { name: 'Puzzle Storm', query: '?storm=plunder', ready: '.storm-start-button:enabled' },
  { name: 'the studies', query: '?studies', ready: '.studies-body' },
];
