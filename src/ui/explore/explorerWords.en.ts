/**
 * The piece explorer's words in English; the Russian is explorerWords.ru.ts, typed by these keys,
 * fetched when it is chosen. Read through explorerText.ts.
 */
export const en = {
  title: 'Piece explorer',
  lede: 'Put a man on any square and see where it can go. Drop friendly men to block it and enemy men for it to capture: the squares are the rules’ own legal moves.',
  gallery: 'Choose a man',
  classN: 'Class {n}',
  king: 'King (no class)',
  vested: 'Wearing a vest',
  topics: 'Levels',
  standard: 'The men',
  tools: 'What a click does',
  toolMove: 'Move the man',
  toolBlocker: 'Friendly blocker',
  toolEnemy: 'Enemy to capture',
  clear: 'Clear the men',
  vest: 'Vest',
  noVest: 'none',
  reach: 'It can go to {count}:',
  reachNone: 'It cannot move from here.',
  squares: 'square|squares',
  kinds: '{moves} by moving, {captures} by capturing',
  vestMoves: '{n} only with the vest (it is spent)',
  levelMoves: '{n} on another level',
  legendMove: 'move',
  legendCapture: 'capture',
  legendVest: 'with the vest, once',
  legendLevel: 'to another level',
  kingsNote:
    'The kings stand aside on their back ranks, as part of the position. Check is not shown here: in a game a man may not leave its own king attacked.',
  refused: 'Not possible here: {error}',
  editor: 'Open this position in the editor',
  otherGames: 'Other games',
  classOf: 'Pocket mutation class {n}',
  wearing: '{piece} wearing a {vest} vest',
};

/** A key of the explorer's words. */
export type ExplorerKey = keyof typeof en;
