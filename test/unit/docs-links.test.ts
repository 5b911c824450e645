/**
 * The docs stay true to the repository (docs/testing.md §Unit and property tests): the README
 * stays a short front page; every relative markdown link in README.md and docs/*.md reaches a file
 * of the repository, and a `#anchor` reaches a heading of that file; every `docs/<name>.md` that
 * a tracked file names exists, and every section of the rule book it cites by name (`§Section` or
 * `§Section / Subsection` after the rule book's path) is a heading there; and no tracked file cites
 * a design or rule book kept outside the repository.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const README_MAX_LINES = 250;

/** Files of the repository, relative to its root: git's list, or a walk when git is not there. */
function trackedFiles(): string[] {
  try {
    const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
    const files = out.split('\0').filter((file) => file !== '' && existsSync(join(ROOT, file)));
    if (files.length > 0) return files;
  } catch {
    // not a git checkout: walk the folders instead
  }
  const skip = new Set(['node_modules', 'dist', 'reports', '.git']);
  const walk = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = dir === '' ? entry.name : `${dir}/${entry.name}`;
      if (skip.has(entry.name)) return [];
      return entry.isDirectory() ? walk(path) : [path];
    });
  return walk('');
}

const TEXT_FILE = /\.(ts|tsx|mts|js|mjs|cjs|json|md|html|css|sh|yml|yaml|txt)$|(^|\/)run$/;
const FILES = trackedFiles();
const TEXT_FILES = FILES.filter((file) => TEXT_FILE.test(file));
const read = (file: string): string => readFileSync(join(ROOT, file), 'utf8');
const MARKDOWN = [
  'README.md',
  ...FILES.filter((file) => file.startsWith('docs/') && file.endsWith('.md')),
];

/** Markdown with code blocks and inline code removed, so that only real links remain. */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/^ {4}.*$/gm, '')
    .replace(/`[^`\n]*`/g, '');
}

/** Heading anchors as GitHub makes them (lower case, punctuation dropped, `-1` for a repeat). */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const match of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6} +(.+?) *$/gm)) {
    const text = match[1]!.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const base = text
      .toLowerCase()
      .replace(/[^\p{L}\p{N} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Every relative link `[text](target)` of a markdown file that does not resolve, with why. */
function brokenLinks(file: string, markdown: string, root = ROOT): string[] {
  const problems: string[] = [];
  for (const match of withoutCode(markdown).matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)) {
    const target = match[1]!;
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto: …
    const [path = '', anchor] = target.split('#');
    const resolved = path === '' ? join(root, file) : join(root, dirname(file), path);
    const shown = `${file}: ${target}`;
    if (!existsSync(resolved)) {
      problems.push(`${shown}: no file ${relative(root, resolved)}`);
      continue;
    }
    if (anchor === undefined) continue;
    if (statSync(resolved).isDirectory() || !resolved.endsWith('.md')) {
      problems.push(`${shown}: an anchor into something that is not a markdown file`);
    } else if (!headingAnchors(readFileSync(resolved, 'utf8')).has(anchor)) {
      problems.push(`${shown}: no heading #${anchor} in ${relative(root, resolved)}`);
    }
  }
  return problems;
}

/** The rule book's section names: `Parallel worlds chess`, `Parallel worlds chess / Turns`, … */
function ruleBookSections(markdown: string): string[] {
  const sections: string[] = [];
  let section = '';
  for (const match of markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^(##+) +(.+?) *$/gm)) {
    if (match[1] === '##') {
      section = match[2]!;
      sections.push(section);
    } else if (match[1] === '###') sections.push(`${section} / ${match[2]!}`);
  }
  return sections.sort((a, b) => b.length - a.length);
}

/**
 * Whether a citation (the text after `§`) names no section: it must begin with a section's name,
 * and when that name is followed by ` / ` the subsection must exist too.
 */
function unknownSection(citation: string, sections: readonly string[]): boolean {
  const name = sections.find((section) => citation.startsWith(section)); // longest first
  return name === undefined || citation.slice(name.length).startsWith(' / ');
}

describe('the docs', () => {
  it(`keep README.md at most ${README_MAX_LINES} lines`, () => {
    const lines = read('README.md').replace(/\n$/, '').split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('have relative links that reach a file, and a heading for #anchors', () => {
    expect(MARKDOWN.length).toBeGreaterThan(5);
    const problems = MARKDOWN.flatMap((file) => brokenLinks(file, read(file)));
    expect(problems).toEqual([]);
  });

  it('notice a broken link and a missing heading (the check can fail)', () => {
    const missing = ['docs', 'no-such-page.md'].join('/'); // not a citation of this file's own
    const text = `[a](docs/rules.md) [b](${missing}) [c](docs/rules.md#no-such-heading)`;
    expect(brokenLinks('README.md', text)).toEqual([
      `README.md: ${missing}: no file ${missing}`,
      'README.md: docs/rules.md#no-such-heading: no heading #no-such-heading in docs/rules.md',
    ]);
  });

  it('make anchors as GitHub does', () => {
    const anchors = headingAnchors(
      '# A `file://` page\n## Draws\n### Draws\n## 2026-12-01: runs, 60 min',
    );
    expect([...anchors]).toEqual(['a-file-page', 'draws', 'draws-1', '2026-12-01-runs-60-min']);
  });
});

describe('citations in tracked files', () => {
  it('name docs/<name>.md files that exist', () => {
    const problems = TEXT_FILES.flatMap((file) =>
      [...read(file).matchAll(/\bdocs\/[\w.-]+\.md\b/g)]
        .map((match) => match[0])
        .filter((cited) => !existsSync(join(ROOT, cited)))
        .map((cited) => `${file}: ${cited}`),
    );
    expect(problems).toEqual([]);
  });

  it('name sections of the rule book that exist', () => {
    const sections = ruleBookSections(read('docs/rules.md'));
    expect(sections).toContain('Parallel worlds chess / Moves between levels');
    expect(unknownSection('Parallel worlds chess / Moves between levels: a pawn', sections)).toBe(
      false,
    );
    expect(unknownSection('Parallel worlds chess / Flying', sections)).toBe(true);
    expect(unknownSection('Chess960', sections)).toBe(true);
    let cited = 0;
    const problems = TEXT_FILES.flatMap((file) =>
      [...read(file).matchAll(/docs\/rules\.md §(.*)/g)].flatMap((match) => {
        cited++;
        const rest = match[1]!;
        return unknownSection(rest, sections) ? [`${file}: §${rest}`] : [];
      }),
    );
    expect(problems).toEqual([]);
    expect(cited).toBeGreaterThan(20);
  });

  it('cite no rule book, design or toolchain notes kept outside the repository', () => {
    // Built from parts, so that this file does not cite them itself.
    const outside = new RegExp(
      ['RULES', 'DESIGN', 'TOOLCHAIN'].map((name) => `\\b${name}\\.md\\b`).join('|') +
        '|\\.\\./shared/',
    );
    const problems = TEXT_FILES.filter((file) => outside.test(read(file)));
    expect(problems).toEqual([]);
  });
});
