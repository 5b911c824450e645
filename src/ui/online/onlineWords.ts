/**
 * Words only the online panel of the online game page says (its own chunk, with the page): who
 * this screen is, the offers and actions, the reason for each refusal code of the game server
 * (src/server/protocol.ts REFUSAL_CODES) and the claim of a game the opponent has left. They are kept out of the main catalogue (i18n.en.ts, which ships with
 * the home page) so that the home page does not carry them; both languages are here, the Russian
 * typed by the English keys as in the main catalogue.
 */
import type { RefusalCode } from '../../server/protocol';
import { fillPlaceholders, useT, type MessageParams } from '../i18n/i18n';
import type { Language } from '../../game/settings';

const en = {
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

const ru: Record<OnlineWordKey, string> = {
  youPlay: 'Ваш цвет: {side}.',
  watching: 'Вы смотрите эту партию.',
  organising: 'Вы организовали эту партию и смотрите её.',
  opponentHere: 'Соперник на месте.',
  opponentAway: 'Соперника (пока) нет.',
  watchers: 'Смотрят: {count}',
  offerDraw: 'Предложить ничью',
  askTakeback: 'Попросить взять ход назад',
  resign: 'Сдаться',
  confirmResign: 'Сдать эту партию?',
  yesResign: 'Да, сдаюсь',
  no: 'Нет',
  rematch: 'Предложить реванш',
  'offer.draw': '{side}: предложение ничьей.',
  'offer.takeback': '{side}: просьба взять последний ход назад.',
  'offer.rematch': '{side}: предложение реванша.',
  accept: 'Принять',
  decline: 'Отклонить',
  refused: 'Сервер этого не принял: {reason} На доске партия такой, какой её знает сервер.',
  dismiss: 'Понятно',
  opponentGone: 'Соперник покинул партию.',
  claimIn: 'Если он не вернётся, через {seconds} с можно забрать партию.',
  claimWin: 'Засчитать победу',
  claimDraw: 'Засчитать ничью',
  'refusal.malformed': 'сообщение пришло повреждённым.',
  'refusal.too-large': 'сообщение слишком велико.',
  'refusal.rate-limited': 'слишком много сообщений сразу; подождите немного.',
  'refusal.unknown-type': 'сервер не знает такого сообщения.',
  'refusal.bad-message': 'сообщение составлено неверно.',
  'refusal.not-a-player': 'это могут делать только два игрока.',
  'refusal.not-leader': 'доску показывает только ведущий.',
  'refusal.not-your-turn': 'сейчас не ваш ход.',
  'refusal.wrong-game': 'это относилось к другой партии этой комнаты.',
  'refusal.wrong-ply': 'позиция тем временем изменилась.',
  'refusal.illegal-move': 'этот ход там невозможен.',
  'refusal.turn-incomplete': 'ход не завершён.',
  'refusal.turn-too-long': 'в ходе были ходы после его конца.',
  'refusal.game-over': 'партия окончена.',
  'refusal.game-not-over': 'партия ещё не окончена.',
  'refusal.no-offer': 'этого никто не предлагал.',
  'refusal.own-offer': 'это ваше собственное предложение.',
  'refusal.already-offered': 'вы это уже предложили.',
  'refusal.nothing-to-take-back': 'вам нечего брать назад.',
  'refusal.store-failed': 'сервер не смог это сохранить; попробуйте ещё раз.',
  'refusal.opponent-here': 'соперник на месте или ушёл совсем недавно.',
  'refusal.claim-too-early': 'забирать нечего, пока оба не сделали ход.',
};

/** The online page's word `key` in `language`, its `{name}` placeholders filled. */
function onlineWord(language: Language, key: OnlineWordKey, params?: MessageParams): string {
  return fillPlaceholders((language === 'ru' ? ru : en)[key], params);
}

/** The online words in the page's language: `w('resign')`. */
export function useOnlineWords(): (key: OnlineWordKey, params?: MessageParams) => string {
  const language = useT().language;
  return (key, params) => onlineWord(language, key, params);
}
