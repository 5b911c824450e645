/**
 * Words only the analysis board says (its own chunk, with the page), out of the main catalogue
 * (i18n.en.ts, which ships with the home page); the Russian is in analysisWords.ru.ts, typed by
 * these keys, both read through featureWords.ts.
 */
import { featureWords } from '../i18n/featureWords';
import { ru } from './analysisWords.ru';

const en = {
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

/** The Russian words, checked against the English keys (a missing one is a type error). */
const russian: Record<keyof typeof en, string> = ru;

export const { useText: useAnalysisText } = featureWords({ en, ru: russian });
