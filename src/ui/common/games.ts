// The registry of the three games the app plays: one entry per game, and TypeScript refuses a
// registry that misses a game (`satisfies Record<GameId, …>`). Each entry holds the game's facts
// that the shell needs beyond its words: the rules core's definition (name, start FEN, levels,
// pockets, vests: its piece set and its rules), whether it has a 3D view, and the view a game page
// opens in. The words (name, origin, tagline, description) are in the dictionary of each language
// (i18n.ts `game.<id>.*`, read with `gameText`), the rules pages in rulesContent.ts (`RULES`)
// and the home page's pictures in cardDiagrams.ts (`CARD_DIAGRAMS`), both Record<GameId, …> as
// well. No code outside a registry compares game ids. The ids themselves, and the one `GameId`
// type, are the rules core's (src/rules/games.ts), which also plays plain chess; the app does not.
import {
  GAME_IDS,
  PARALLEL_WORLDS,
  PLUNDER,
  POCKET_MUTATION,
  type GameDefinition,
  type GameId,
} from '../../rules';

export { GAME_IDS, type GameId };

export interface GameInfo {
  id: GameId; // 'parallel-worlds'
  definition: GameDefinition; // the rules core's game: PARALLEL_WORLDS
  view3d: boolean; // true: the game can be shown on the 3D board
  defaultView: '2d' | '3d'; // '3d' — the view a game page opens in when the address names none
}

const REGISTRY = {
  'parallel-worlds': {
    id: 'parallel-worlds',
    definition: PARALLEL_WORLDS,
    view3d: true,
    defaultView: '3d',
  },
  'pocket-mutation': {
    id: 'pocket-mutation',
    definition: POCKET_MUTATION,
    view3d: false,
    defaultView: '2d',
  },
  plunder: { id: 'plunder', definition: PLUNDER, view3d: false, defaultView: '2d' },
} as const satisfies Record<GameId, GameInfo & { id: string }>;

/** The three games, in the order the home page shows them. */
export const GAMES: readonly GameInfo[] = GAME_IDS.map((id) => REGISTRY[id]);

/** Whether a string is one of the three game ids. */
export function isGameId(text: string): text is GameId {
  return (GAME_IDS as readonly string[]).includes(text);
}

/** The registry entry of a game. */
export function gameInfo(id: GameId): GameInfo {
  return REGISTRY[id];
}

/**
 * The id of the game a session of the app plays. The app opens only its three games (a record of
 * plain chess, which the rules core also reads, is refused: importText.ts), so this throws only
 * if that promise is broken.
 */
export function gameIdOf(game: GameDefinition): GameId {
  if (!isGameId(game.id)) throw new Error(`the app does not offer the game '${game.id}'`);
  return game.id;
}
