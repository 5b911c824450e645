/**
 * Colours for every eye (issue 29): the three level tints, and every mark the boards draw on a
 * square, checked as seen with normal colour vision and with simulated protanopia, deuteranopia
 * and tritanopia (Machado, Oliveira and Fernandes 2009, at full severity, as culori implements
 * it), by the CIEDE2000 colour difference. Below ΔE00 10 two colours read as one at a glance; the
 * tints must stay apart by more, and a mark must stand out from the square under it by 20 — by
 * its fill or by its dark rim — on the light and the dark squares of every level, in 3D and on the
 * flat board (in each of its colour themes).
 */
import { readFileSync } from 'node:fs';
import {
  differenceCiede2000,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  formatHex,
  interpolate,
  parse,
  type Color,
} from 'culori';
import { describe, expect, it } from 'vitest';
import { LEVEL_TINTS } from '../../src/game/levelTints';
import { THEME_COLOURS } from '../../src/game/settings';
import { PARTS, PART_COLOURS, RIM_COLOUR } from '../../src/view3d/Marks';
import { baseSquareColour } from '../../src/view3d/sceneModel';

const difference = differenceCiede2000();
const VISIONS: [string, (c: Color) => Color][] = [
  ['normal vision', (c) => c],
  ['protanopia', filterDeficiencyProt(1)],
  ['deuteranopia', filterDeficiencyDeuter(1)],
  ['tritanopia', filterDeficiencyTrit(1)],
];
const TINTS_APART = 10;
const MARK_APART = 20;

const css = (hex: number) => `#${hex.toString(16).padStart(6, '0')}`;
const colour = (text: string): Color => {
  const parsed = parse(text);
  if (!parsed) throw new Error(`not a colour: ${text}`);
  return parsed;
};
const apart = (see: (c: Color) => Color, a: Color, b: Color) => difference(see(a), see(b));

/** `top` with its alpha laid over the opaque `under` (as the browser blends it, in sRGB). */
const over = (top: Color, under: Color): Color =>
  interpolate([under, { ...top, alpha: 1 }], 'rgb')(top.alpha ?? 1);

describe('the level tints stay apart', () => {
  const pairs = [
    [0, 1],
    [0, 2],
    [1, 2],
  ] as const;
  it.each(
    VISIONS.flatMap(([vision, see]) => pairs.map(([a, b]) => [vision, a + 1, b + 1, see] as const)),
  )('%s: level %i and level %i', (_, a, b, see) => {
    const d = apart(see, colour(LEVEL_TINTS[a - 1]!), colour(LEVEL_TINTS[b - 1]!));
    expect(d).toBeGreaterThan(TINTS_APART);
  });
});

/** The squares of each level as a board draws them: [name, colour]. */
const SQUARES_3D = [0, 1, 2].flatMap((level) => [
  [`3D level ${level + 1}, dark square`, colour(css(baseSquareColour(level, 0, 0)))] as const,
  [`3D level ${level + 1}, light square`, colour(css(baseSquareColour(level, 1, 0)))] as const,
]);
const mixed = (base: string, share: number, tint: string) =>
  interpolate([colour(base), colour(tint)], 'rgb')(1 - share);
const SQUARES_2D = Object.entries(THEME_COLOURS).flatMap(([theme, { light, dark }]) =>
  [0, 1, 2].flatMap((level) => [
    // view2d.css `.level-board .board2d`: the theme's colours with a share of the level's tint
    [
      `flat level ${level + 1}, ${theme} dark square`,
      mixed(dark, 0.87, LEVEL_TINTS[level]!),
    ] as const,
    [
      `flat level ${level + 1}, ${theme} light square`,
      mixed(light, 0.89, LEVEL_TINTS[level]!),
    ] as const,
  ]),
);

/** A CSS declaration's value in board2d.css (the flat board's look): the `property` of the first rule for `selector`. */
function declared(selector: string, property: string): string {
  const sheet = readFileSync(new URL('../../src/view2d/board2d.css', import.meta.url), 'utf8');
  const rule = sheet.match(new RegExp(`\\n${selector.replace('.', '\\.')} \\{([^}]*)\\}`))?.[1];
  const value = rule?.match(new RegExp(`(?:^|\\n)\\s*${property}:\\s*([^;]+);`))?.[1];
  if (!value) throw new Error(`board2d.css has no ${property} for ${selector}`);
  return value.trim();
}
const custom = (name: string) => declared('.view2d', name);

describe('every mark stands out on every square, by its fill or its rim', () => {
  const marks3d = PARTS.filter((part) => part !== 'hover').map(
    (part) => [`3D ${part}`, [colour(css(PART_COLOURS[part])), colour(css(RIM_COLOUR))]] as const,
  );
  const rows3d = marks3d.flatMap(([mark, inks]) =>
    SQUARES_3D.map(([square, under]) => [mark, square, inks.map((ink) => ink), under] as const),
  );
  const hint = colour(declared('.square-hint', 'stroke'));
  const hintRim = colour(declared('.square-hint-rim', 'stroke'));
  const premove = colour(declared('.square-premove', 'stroke'));
  const premoveRim = colour(declared('.square-premove-rim', 'stroke'));
  const target = colour(custom('--mark'));
  const targetRim = colour(custom('--mark-rim'));
  const rows2d = SQUARES_2D.flatMap(([square, under]) => [
    ['flat hint', square, [over(hint, under), over(hintRim, under)], under] as const,
    ['flat premove', square, [over(premove, under), over(premoveRim, under)], under] as const,
    [
      'flat move dot and capture ring',
      square,
      [over(target, under), over(targetRim, under)],
      under,
    ] as const,
  ]);
  it.each(
    VISIONS.flatMap(([vision, see]) =>
      [...rows3d, ...rows2d].map(
        ([mark, square, inks, under]) => [vision, mark, square, inks, under, see] as const,
      ),
    ),
  )('%s: %s on the %s', (_vision, _mark, _square, inks, under, see) => {
    const best = Math.max(...inks.map((ink) => apart(see, ink, under)));
    expect(best, `${formatHex(inks[0])} on ${formatHex(under)}`).toBeGreaterThan(MARK_APART);
  });
});
