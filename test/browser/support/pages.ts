// Pages that more than one spec visits one by one (the accessibility audit, the reflow check).

/** A page to visit: its name, its address (after the app's) and what shows that it is ready. */
export interface VisitedPage {
  name: string;
  query: string;
  ready: string;
}

/** The editor, the explorer, the rules, the notation and the presenter, in that order. */
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
];
