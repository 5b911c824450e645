/**
 * The piece explorer's words in Russian, under the English catalogue's keys (explorerWords.en.ts):
 * an entry missing here is a type error. Fetched when Russian is chosen.
 */
import type { ExplorerKey } from './explorerWords.en';

export const ru: Record<ExplorerKey, string> = {
  title: 'Обозреватель фигур',
  lede: 'Поставьте фигуру на любое поле и посмотрите, куда она может пойти. Добавьте свои фигуры, чтобы загородить ей путь, и чужие, чтобы она могла их бить: поля — это допустимые ходы по самим правилам.',
  gallery: 'Выберите фигуру',
  classN: 'Класс {n}',
  king: 'Король (без класса)',
  vested: 'В жилете',
  topics: 'Уровни',
  standard: 'Фигуры',
  tools: 'Что делает щелчок',
  toolMove: 'Переставить фигуру',
  toolBlocker: 'Своя преграда',
  toolEnemy: 'Чужая, под бой',
  clear: 'Убрать фигуры',
  vest: 'Жилет',
  noVest: 'нет',
  reach: 'Она может пойти на {count}:',
  reachNone: 'Отсюда ей некуда пойти.',
  squares: 'поле|поля|полей',
  kinds: 'ходом — {moves}, взятием — {captures}',
  vestMoves: 'только с жилетом (он тратится) — {n}',
  levelMoves: 'на другой уровень — {n}',
  legendMove: 'ход',
  legendCapture: 'взятие',
  legendVest: 'с жилетом, один раз',
  legendLevel: 'на другой уровень',
  kingsNote:
    'Короли стоят в стороне, на своих крайних горизонталях, как часть позиции. Шах здесь не учитывается: в партии фигура не может оставить своего короля под ударом.',
  refused: 'Так нельзя: {error}',
  editor: 'Открыть позицию в редакторе',
  otherGames: 'Другие игры',
  classOf: 'Карманный класс {n}',
  wearing: '{piece} в жилете «{vest}»',
};
