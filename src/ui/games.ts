// The catalogue of the three games the app plays, as the shell presents them: stable ids (used
// in the address, `?game=<id>`, and by the rules core's variant names), display names, a line of
// provenance and a one-paragraph description. Plain data so the home page, the game page and the
// tests all read the same text.

export const GAME_IDS = ['parallel-worlds', 'pocket-mutation', 'plunder'] as const;

/** The id of one of the three games, as it appears in `?game=<id>`. */
export type GameId = (typeof GAME_IDS)[number];

export interface GameInfo {
  id: GameId; // 'parallel-worlds'
  name: string; // 'Parallel worlds chess'
  origin: string; // 'R. Wayne Schmittberger, 1980s' — who made it, or where it comes from
  tagline: string; // 'Three stacked boards, up to three moves a turn'
  description: string; // one paragraph for the home page card
  defaultView: '2d' | '3d'; // '3d' — the view a game page opens in when the address names none
}

export const GAMES: readonly GameInfo[] = [
  {
    id: 'parallel-worlds',
    name: 'Parallel worlds chess',
    origin: 'R. Wayne Schmittberger, 1980s',
    tagline: 'Three stacked boards, up to three moves a turn',
    description:
      'Schmittberger’s three stacked boards: each side fields one army on the bottom world and ' +
      'another on the top, with an empty world between them where every man moves like a queen ' +
      'and nobody captures. A turn is up to three sub-moves by different men, each ending on a ' +
      'different level, and men climb or descend one level at a time. There is no check: ' +
      'capture either enemy king and the game is yours.',
    defaultView: '3d',
  },
  {
    id: 'pocket-mutation',
    name: 'Pocket mutation chess',
    origin: 'Mike Nelson, 2003',
    tagline: 'A one-piece pocket and a bestiary of fairy pieces',
    description:
      'Nelson’s one-piece pocket: instead of moving, lift one of your own men into your pocket ' +
      'and let it mutate into another piece of its class, then drop it back on any empty square ' +
      'on a later turn. Lifted from the last rank, it promotes to the next class, so pawns climb ' +
      'through knights and bishops to nightriders, amazons and beyond. There is no castling, ' +
      'and a pawn on the last rank waits for the pocket to promote it.',
    defaultView: '2d',
  },
  {
    id: 'plunder',
    name: 'PlunderChess',
    origin: 'Chess with the spoils of war',
    tagline: 'Capture to wear the powers of what you took',
    description:
      'Capture to take a vest: the capturing piece may put on a one-use vest of the captured ' +
      'piece’s type, or the vest its victim was wearing. Once, the wearer can move as the vest ' +
      'allows — a bishop leaps like a knight, a king slides like a rook — and then the vest is ' +
      'gone. Everything else is chess: castling, en passant, promotion, check and mate, with ' +
      'the vests’ reach counting for check.',
    defaultView: '2d',
  },
];

/** Whether a string is one of the three game ids. */
export function isGameId(text: string): text is GameId {
  return (GAME_IDS as readonly string[]).includes(text);
}

/** The catalogue entry of a game. */
export function gameInfo(id: GameId): GameInfo {
  const info = GAMES.find((game) => game.id === id);
  if (!info) throw new Error(`no catalogue entry for game '${id}'`);
  return info;
}
