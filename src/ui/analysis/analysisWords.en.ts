/**
 * The analysis board's words in English; the Russian is analysisWords.ru.ts, typed by these keys,
 * fetched when it is chosen. Read through analysisWords.ts.
 */
export const en = {
  title: 'Analysis board',
  engine: 'Engine',
  stop: 'Stop',
  go: 'Go',
  depth: 'Depth {depth}',
  speed: '{knps} kN/s',
  thinking: 'Thinking…',
  stopped: 'Stopped',
  over: 'The game is over in this position.',
  lines: 'Best lines',
  play: 'Play {move}',
  moves: 'Moves',
  start: 'Start',
  back: 'Back',
  forward: 'Forward',
  end: 'End',
  bar: 'White’s winning chance: {percent}%',
};

export type AnalysisWordKey = keyof typeof en;
