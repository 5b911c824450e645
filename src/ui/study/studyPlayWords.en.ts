/**
 * The words of a study's interactive and practice chapters in English (issue 46); the Russian is
 * studyPlayWords.ru.ts, typed by these keys, fetched when it is chosen. Read through
 * studyPlayWords.ts. A lesson chapter's refusals are the learn page's (`learn.wrong.*`).
 */
export const en = {
  interactive: 'Your turn',
  practice: 'Practice',
  findWhite: 'Find the right turn for White.',
  findBlack: 'Find the right turn for Black.',
  right: 'Right!',
  replying: 'The other side replies…',
  notThisOne: 'Not this one.',
  takenBack: 'It has been taken back: try again.',
  solved: 'Solved: that is the end of the line.',
  wrongTries: 'Wrong tries: {count}',
  hint: 'Hint',
  retry: 'Retry',
  playWhite: 'You play White against the computer (level {level}).',
  playBlack: 'You play Black against the computer (level {level}).',
  goal: 'Goal',
  'goal.win': 'Win',
  'goal.draw': 'Hold the draw',
  'goal.capture-king': 'Capture a king',
  'goal.win.turns': 'Win within {turns}',
  'goal.draw.turns': 'Hold the draw for {turns}',
  'goal.capture-king.turns': 'Capture a king within {turns}',
  turns: 'turn|turns',
  turnsLeft: 'Turns left: {count}',
  thinking: 'The computer is thinking…',
  yourMove: 'Your move.',
  reached: 'Goal reached!',
  missed: 'Goal missed.',
  engineFailed: 'The computer could not play: {problem}',
};

export type StudyPlayWordKey = keyof typeof en;
