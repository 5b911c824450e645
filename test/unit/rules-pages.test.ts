// Unit tests of the rules pages' content (src/ui/rules/rulesContent.ts): every diagram, on the rules
// pages and the home page's cards, is a legal position of its game whose moves can be played
// and whose selected man or pocket can be selected (so the diagram shows real moves); both
// languages tell the same story, section for section, diagram for diagram.
import { describe, expect, it } from 'vitest';
import { diagramView } from '../../src/ui/common/diagramView';
import { GAME_IDS } from '../../src/ui/common/games';
import { ALL_DIAGRAMS, RULES } from '../../src/ui/rules/rulesContent';

describe('rules diagrams', () => {
  it.each(ALL_DIAGRAMS.map((d, i) => ({ ...d, i })))(
    'diagram $i of $game is drawable',
    ({ game, spec }) => {
      const view = diagramView(game, spec);
      expect('error' in view ? view.error : null).toBeNull();
      if (!('error' in view) && spec.select) expect(view.targets.length).toBeGreaterThan(0);
    },
  );

  it('the Parallel worlds pawn on 1e2 can advance or climb to level 2', () => {
    const view = diagramView('parallel-worlds', { select: '1e2' });
    if ('error' in view) throw new Error(view.error);
    expect(view.targets.map((t) => t.kind).sort()).toEqual(['level', 'move', 'move']);
  });

  it('the bishop with a knight vest shows vest-only targets', () => {
    const spec = ALL_DIAGRAMS.find((d) => d.spec.fen?.includes('B(N)') && d.spec.select)!.spec;
    const view = diagramView('plunder', spec);
    if ('error' in view) throw new Error(view.error);
    expect(view.targets.some((t) => t.kind === 'vest')).toBe(true);
  });
});

describe('rules texts', () => {
  it.each(GAME_IDS)('%s has the same sections and diagrams in English and Russian', (game) => {
    const en = RULES[game].en;
    const ru = RULES[game].ru;
    expect(ru).toHaveLength(en.length);
    en.forEach((section, index) => {
      expect(ru[index]!.diagram?.spec).toBe(section.diagram?.spec);
      expect(ru[index]!.text).toHaveLength(section.text.length);
      expect(ru[index]!.list?.length).toBe(section.list?.length);
      expect(ru[index]!.title).not.toBe(section.title);
    });
  });
});
