/**
 * The lobby's words in English (issue 43): the lobby page and the home page's lobby, and the
 * new-game dialog's "Anyone" tab; the Russian is lobbyWords.ru.ts, typed by these keys. Read
 * through lobbyWords.ts.
 */
export const en = {
  title: 'Lobby',
  intro:
    'Play anyone: accept an open challenge, create your own, or let quick pairing find you an opponent of your strength.',
  quick: 'Quick pairing',
  waiting: 'Looking for an opponent: {pool}…',
  stopWaiting: 'Stop looking',
  seeks: 'Open challenges',
  none: 'No open challenge matches. Create one!',
  create: 'Create a challenge',
  more: 'Open the lobby',
  game: 'Game',
  speed: 'Speed',
  mode: 'Rated',
  player: 'Player',
  time: 'Time',
  colour: 'Colour',
  all: 'All',
  rated: 'Rated',
  casual: 'Casual',
  'speed.bullet': 'Bullet',
  'speed.blitz': 'Blitz',
  'speed.rapid': 'Rapid',
  'speed.classical': 'Classical',
  'speed.correspondence': 'Correspondence',
  days: 'day|days',
  white: 'White',
  black: 'Black',
  random: 'Random',
  accept: 'Accept',
  cancel: 'Cancel',
  mark3d: 'Played in 3D or 2D',
  unreachable: 'The lobby needs the game server, which does not answer here.',
  closed: 'The connection to the lobby was lost.',
  reconnect: 'Reconnect',
  // the new-game dialog's "Anyone" tab
  anyone: 'Anyone',
  anyoneHint: 'Your challenge waits in the lobby until someone accepts it.',
  kind: 'Time',
  realTime: 'Real time',
  correspondence: 'Correspondence',
  perMove: 'Days per move',
  ratedGame: 'Rated game',
  ratedNeedsAccount: 'Rated games need an account: sign up or log in first.',
  'problem.rated-needs-account': 'Rated games need an account on both sides.',
  'problem.too-many-seeks': 'You already have ten open challenges.',
  'problem.seek-gone': 'That challenge is no longer open.',
  'problem.own-seek': 'That is your own challenge.',
  'problem.rate-limited': 'Too many requests: wait a moment.',
  'problem.other': 'The server did not accept that ({code}).',
};

export type LobbyWordKey = keyof typeof en;
