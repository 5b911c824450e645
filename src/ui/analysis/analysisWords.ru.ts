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
  bar: 'Шансы белых: {percent}%',
};
