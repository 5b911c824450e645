/**
 * The layer fences of eslint.config.js hold: ESLint's Node API lints a small source text as if it
 * stood in a given layer's folder, and an import across a fence (sideways between the views, or
 * up from a lower layer) must be reported by `import-x/no-restricted-paths`, while the imports
 * docs/architecture.md allows pass. One row per fence (file, import, the rule expected or none).
 */
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

interface Row {
  file: string;
  from: string;
  rule: string | null;
  why: string;
  lazy?: boolean; // import() instead of an import declaration
  name?: string; // one named import instead of the whole module
}

const ROWS: readonly Row[] = [
  {
    file: 'src/view3d/View3DFixture.tsx',
    from: '../../src/view2d/View2D',
    rule: 'import-x/no-restricted-paths',
    why: 'not even lazily',
    lazy: true,
  },
  {
    file: 'src/view3d/Fixture.tsx',
    from: '../../src/view2d/View2D',
    rule: 'import-x/no-restricted-paths',
    why: 'views do not import each other',
  },
  {
    file: 'src/view2d/Fixture.tsx',
    from: '../../src/view3d/layout',
    rule: 'import-x/no-restricted-paths',
    why: 'views do not import each other',
  },
  {
    file: 'src/game/fixture.ts',
    from: '../../src/ui/i18n/i18n',
    rule: 'import-x/no-restricted-paths',
    why: 'the game layer does not import the UI',
  },
  {
    file: 'src/game/fixture.ts',
    from: '../../src/view2d/colors',
    rule: 'import-x/no-restricted-paths',
    why: 'the game layer does not import a view',
  },
  {
    file: 'src/game/fixture.ts',
    from: '../../src/protocol',
    rule: null,
    why: 'the game layer may import the online protocol',
  },
  {
    file: 'src/game/fixture.ts',
    from: '../../src/protocol/client',
    rule: null,
    why: 'the game layer may import the reference client (online play)',
    lazy: true,
  },
  {
    file: 'src/ui/fixture.ts',
    from: '../../src/protocol/messages',
    rule: null,
    why: 'the UI may import the online protocol (refusal codes, sides)',
  },
  {
    file: 'src/game/fixture.ts',
    from: '../../src/server/gameRoom',
    rule: 'import-x/no-restricted-paths',
    why: "never the server's internals",
  },
  {
    file: 'src/game/fixture.ts',
    from: '../../src/server/game',
    rule: 'import-x/no-restricted-paths',
    why: 'the game layer never imports the server, not its fold of the log either',
  },
  {
    file: 'src/game/fixture.ts',
    from: '../../src/server/loadtest',
    rule: 'import-x/no-restricted-paths',
    why: 'the game layer never imports the server, not even lazily',
    lazy: true,
  },
  {
    file: 'src/ui/fixture.ts',
    from: '../server/store',
    rule: 'import-x/no-restricted-paths',
    why: "the UI never imports the server's internals",
  },
  {
    file: 'src/ui/fixture.ts',
    from: '../../src/server/http',
    name: 'httpHandler',
    rule: 'import-x/no-restricted-paths',
    why: 'the UI never imports the server',
  },
  {
    file: 'src/protocol/fixture.ts',
    from: '../../src/rules',
    rule: null,
    why: 'the protocol takes its variants, end reasons and colours from the rules core',
  },
  {
    file: 'src/protocol/fixture.ts',
    from: '../../src/server/store',
    rule: 'import-x/no-restricted-paths',
    why: 'the protocol imports the rules only, never the server',
  },
  {
    file: 'src/protocol/fixture.ts',
    from: '../../src/game/session',
    rule: 'import-x/no-restricted-paths',
    why: 'the protocol imports the rules only, never the game layer',
  },
  {
    file: 'src/protocol/fixture.ts',
    from: 'react',
    rule: 'no-restricted-imports',
    why: 'the protocol is pure (the server imports it too)',
  },
  {
    file: 'src/server/fixture.ts',
    from: '../../src/protocol',
    rule: null,
    why: 'the game server speaks the protocol',
  },
  {
    file: 'src/server/fixture.ts',
    from: '../../src/game/session',
    rule: 'import-x/no-restricted-paths',
    why: 'the game server never imports the app',
  },
  {
    file: 'src/server/fixture.ts',
    from: '../puzzles/puzzle',
    rule: null,
    why: 'the game server loads the shipped puzzles with their validator',
  },
  {
    file: 'src/server/fixture.ts',
    from: '../../src/puzzles/judge',
    rule: null,
    why: "the game server checks a claimed solution with the puzzles' judge",
  },
  {
    file: 'src/server/fixture.ts',
    from: '../puzzles/generate',
    rule: 'import-x/no-restricted-paths',
    why: 'never the generator (it would bring the engine into the server)',
  },
  {
    file: 'src/server/fixture.ts',
    from: '../../src/puzzles/wholeTurns',
    rule: 'import-x/no-restricted-paths',
    why: 'of the puzzles, the format and the judge only',
    lazy: true,
  },
  {
    file: 'src/rules/fixture.ts',
    from: '../protocol',
    rule: 'import-x/no-restricted-paths',
    why: 'the rules core imports no layer, not even the protocol',
  },
  {
    file: 'src/rules/fixture.ts',
    from: '../../src/game/session',
    rule: 'import-x/no-restricted-paths',
    why: 'the rules core imports no layer',
  },
  {
    file: 'src/engine/fixture.ts',
    from: '../../src/game/session',
    rule: 'import-x/no-restricted-paths',
    why: 'the engine imports the rules only',
  },
  {
    file: 'src/cli/fixture.ts',
    from: '../../src/ui/i18n/i18n',
    rule: 'import-x/no-restricted-paths',
    why: 'the command line imports rules and engine only',
  },
  {
    file: 'src/server/fixture.ts',
    from: '../../src/engine/search',
    rule: 'import-x/no-restricted-paths',
    why: 'the game server imports the rules only',
  },
  {
    file: 'src/server/fixture.ts',
    from: '../../src/rules',
    rule: null,
    why: 'the game server checks every turn with the rules core',
  },
  {
    file: 'src/ui/fixture.ts',
    from: '../main',
    rule: 'import-x/no-restricted-paths',
    why: 'nothing imports the entry',
  },
  {
    file: 'src/rules/fixture.ts',
    from: 'react',
    rule: 'no-restricted-imports',
    why: 'the rules core is pure',
  },
  {
    file: 'src/engine/fixture.ts',
    from: 'three',
    rule: 'no-restricted-imports',
    why: 'the engine is pure',
  },
  {
    file: 'src/ui/fixture.ts',
    from: '../../src/view3d/layout',
    rule: null,
    why: 'the UI may import a view',
  },
  {
    file: 'src/view3d/fixture.ts',
    from: '../game/viewModel',
    rule: null,
    why: 'a view may import the game layer',
  },
  {
    file: 'src/view3d/fixture.ts',
    from: '../game/store',
    rule: 'import-x/no-restricted-paths',
    why: 'a view reads the game through its board port, not the store',
  },
  {
    file: 'src/view2d/fixture.ts',
    from: '../../src/game/storeBoardPort',
    rule: 'import-x/no-restricted-paths',
    why: "nor the store's adapter: the page hands the port over",
  },
  {
    file: 'src/view3d/fixture.ts',
    from: '../game/settings',
    rule: 'import-x/no-restricted-paths',
    why: "nor the settings store: the page reads the player's settings and passes them down",
  },
  {
    file: 'src/view2d/fixture.ts',
    from: '../../src/game/settings',
    name: 'useSettings',
    rule: 'import-x/no-restricted-paths',
    why: 'a flat view reads no settings store either',
  },
  {
    file: 'src/view3d/fixture.ts',
    from: '../game/animation',
    rule: null,
    why: 'the animation speeds are facts, not a store',
  },
  {
    file: 'src/view2d/fixture.ts',
    from: '../../src/game/boardPort',
    rule: null,
    why: 'a view takes the board port',
  },
  {
    file: 'src/ui/fixture.ts',
    from: '../../src/game/store',
    rule: null,
    why: 'the pages own the store',
  },
  {
    file: 'src/engine/fixture.ts',
    from: '../../src/rules',
    rule: null,
    why: 'the engine may import the rules',
  },
  {
    file: 'src/game/fixture.ts',
    from: '../../src/rules',
    rule: null,
    why: 'the game layer may import the rules',
  },
  {
    file: 'src/view2d/fixture.ts',
    from: '../../src/rules',
    name: 'levelOf',
    rule: 'no-restricted-imports',
    why: 'views read decoded squares, not the 0x88 index',
  },
  {
    file: 'src/ui/fixture.ts',
    from: '../../src/rules/geometry',
    name: 'squareAt',
    rule: 'no-restricted-imports',
    why: 'panels read decoded squares, not the 0x88 index',
  },
  {
    file: 'src/view3d/fixture.ts',
    from: '../../src/game/squares',
    name: 'squareView',
    rule: null,
    why: 'views decode squares through the game layer',
  },
];

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

describe('lint fences between the layers', () => {
  it.each(ROWS)(
    '$file importing $from: $rule ($why)',
    async ({ file, from, rule, name, lazy }) => {
      const what = name ? `{ ${name} as imported }` : '* as imported';
      const code = lazy
        ? `export const used = () => import('${from}');\n`
        : `import ${what} from '${from}';\n\nexport const used = imported;\n`;
      const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
      const rules = result!.messages.map((message) => message.ruleId ?? message.message);
      if (rule) expect(rules).toContain(rule);
      else expect(rules).toEqual([]);
    },
    30_000,
  );
});
