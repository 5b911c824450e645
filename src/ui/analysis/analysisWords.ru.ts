/**
 * The analysis board's words in Russian, under the English catalogue's keys (analysisWords.en.ts):
 * an entry missing here is a type error. Fetched when Russian is chosen.
 */
import type { AnalysisWordKey } from './analysisWords.en';

export const ru: Record<AnalysisWordKey, string> = {
  title: 'Доска анализа',
  engine: 'Движок',
  stop: 'Стоп',
  go: 'Пуск',
  depth: 'Глубина {depth}',
  speed: '{knps} тыс. поз./с',
  thinking: 'Думает…',
  stopped: 'Остановлен',
  over: 'В этой позиции партия окончена.',
  lines: 'Лучшие варианты',
  play: 'Сыграть {move}',
  moves: 'Ходы',
  start: 'К началу',
  back: 'Назад',
  forward: 'Вперёд',
  end: 'К концу',
  tree: 'Ходы и варианты',
  startPosition: 'Начальная позиция',
  noMoves: 'Сделайте ход на доске или первый ход одной из линий.',
  marks: 'Оценить ход',
  good: 'Хороший ход',
  mistake: 'Ошибка',
  brilliant: 'Блестящий ход',
  blunder: 'Грубая ошибка',
  interesting: 'Интересный ход',
  dubious: 'Сомнительный ход',
  comment: 'Комментарий',
  commentHint: 'Комментарий к этой позиции…',
  promote: 'Поднять вариант',
  mainLine: 'Сделать главной линией',
  remove: 'Удалить отсюда',
  copyLink: 'Копировать ссылку',
  copyRecord: 'Копировать запись',
  copied: 'Скопировано.',
  copyByHand: 'Браузер не дал доступа к буферу обмена: скопируйте текст ниже.',
  bar: 'Шансы белых: {percent}%',
};
