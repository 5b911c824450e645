/**
 * Class mode's words in English (issue 46): the teacher's "Let the class follow" and answers
 * panel, a student's joining with a name and the bar that says whether it is with the teacher;
 * the Russian is classWords.ru.ts, typed by these keys. Read through classWords.ts.
 */
export const en = {
  letFollow: 'Let the class follow',
  classTitle: 'Class',
  students: 'student|students',
  noStudents: 'No student has joined yet. They open the link, or scan the code, and give a name.',
  answers: 'Answers',
  answersAt: 'Chapter {chapter}, this position',
  found: 'found it',
  tried: 'tried {moves}',
  foundAfter: 'found it after {moves}',
  notYet: 'not yet',
  away: 'away',
  joinTitle: 'Join the class',
  joinIntro: 'Your teacher shares a study with the code {code}. Which name should the class see?',
  name: 'Your name',
  join: 'Join',
  joining: 'Joining…',
  'problem.name-taken': 'Someone in the class already has this name: choose another.',
  'problem.bad-name':
    "A name is 1 to 20 letters, digits and spaces (and . _ ' -), starting with a letter or digit.",
  'problem.class-full': 'The class is full.',
  'problem.no-such-game': 'No class uses the code {code}.',
  'problem.other': 'Could not join the class ({code}).',
  withTeacher: 'With the teacher',
  exploring: 'Exploring on your own',
  youAre: 'You are {name}',
  back: 'Back to the teacher',
  teacherAway: 'The teacher is away.',
  reconnecting: 'Reconnecting…',
} as const;

export type ClassWordKey = keyof typeof en;
