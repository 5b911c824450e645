/**
 * The online panel's words in English (the reason for each refusal code of the game server, from
 * src/server/protocol.ts REFUSAL_CODES, among them); the Russian is onlineWords.ru.ts, typed by
 * these keys, fetched when it is chosen. Read through onlineWords.ts.
 */
import type { RefusalCode } from '../../server/protocol';

export const en = {
  youPlay: 'You play {side}.',
  watching: 'You are watching this game.',
  organising: 'You organise this game and watch it.',
  opponentHere: 'Your opponent is here.',
  opponentAway: 'Your opponent is not here (yet).',
  watchers: 'Watching: {count}',
  offerDraw: 'Offer a draw',
  askTakeback: 'Ask to take back',
  resign: 'Resign',
  confirmResign: 'Resign this game?',
  yesResign: 'Yes, resign',
  no: 'No',
  rematch: 'Offer a rematch',
  'offer.draw': '{side} offers a draw.',
  'offer.takeback': '{side} asks to take back the last move.',
  'offer.rematch': '{side} offers a rematch.',
  accept: 'Accept',
  decline: 'Decline',
  refused:
    'The server did not accept that: {reason} The board shows the game as the server has it.',
  dismiss: 'OK',
  opponentGone: 'Your opponent has left the game.',
  claimIn: 'If they do not come back, you can claim the game in {seconds} s.',
  claimWin: 'Claim victory',
  claimDraw: 'Call it a draw',
  'refusal.malformed': 'the message did not arrive whole.',
  'refusal.too-large': 'the message was too large.',
  'refusal.rate-limited': 'too many messages at once; wait a moment.',
  'refusal.unknown-type': 'the server does not know that message.',
  'refusal.bad-message': 'the message was not well formed.',
  'refusal.not-a-player': 'only the two players may do that.',
  'refusal.not-leader': 'only the leader shows the board.',
  'refusal.not-your-turn': 'it is not your turn.',
  'refusal.wrong-game': 'that was for another game of this room.',
  'refusal.wrong-ply': 'the position changed meanwhile.',
  'refusal.illegal-move': 'that move is not legal there.',
  'refusal.turn-incomplete': 'the turn was not finished.',
  'refusal.turn-too-long': 'the turn had moves after its end.',
  'refusal.game-over': 'the game is over.',
  'refusal.game-not-over': 'the game is not over yet.',
  'refusal.no-offer': 'nobody offered that.',
  'refusal.own-offer': 'that is your own offer.',
  'refusal.already-offered': 'you have offered that already.',
  'refusal.nothing-to-take-back': 'you have no move to take back.',
  'refusal.store-failed': 'the server could not store it; try again.',
  'refusal.opponent-here': 'your opponent is here, or has not been gone long enough.',
  'refusal.claim-too-early': 'there is nothing to claim before both sides have moved.',
} satisfies Record<`refusal.${RefusalCode}`, string> & Record<string, string>;

export type OnlineWordKey = keyof typeof en;
