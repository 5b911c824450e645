/**
 * Puzzle Storm's words in English (issue 45, src/ui/storm); the Russian is stormWords.ru.ts,
 * typed by these keys. Read through stormWords.ts. (The page's title, 'storm.title', is in the
 * app's catalogue: the shell's document title and the links to the page read it.)
 */
export const en = {
  lede: 'Three minutes. Solve as many puzzles as you can; they get harder as you go. Runs of correct answers add seconds to the clock, a wrong move costs ten and goes on to the next puzzle.',
  game: 'Game',
  start: 'Start',
  again: 'Play again',
  clock: 'Time left',
  nextBonus: '+{seconds} s at {combo}',
  score: 'Score',
  combo: 'Combo',
  bonus: '+{seconds} s',
  malus: '−{seconds} s',
  puzzleOf: 'Puzzle {n}',
  playWhite: 'You play White: find the best move.',
  playBlack: 'You play Black: find the best move.',
  over: 'Time is up',
  outOfPuzzles: 'You solved every puzzle of the run!',
  yourScore: 'Your score',
  newBest: 'A new personal best!',
  best: 'Personal best: {best}',
  noBest: 'No personal best yet: this is your first run.',
  moves: 'Moves',
  accuracy: 'Accuracy',
  bestCombo: 'Best combo',
  played: 'Puzzles played',
  solved: 'Solved',
  missed: 'Missed',
  rating: 'rating {rating}',
  loading: 'Loading the puzzles…',
  loadFailed: 'The puzzles could not be loaded: {error}',
  end: 'End the run',
};

export type StormWordKey = keyof typeof en;
