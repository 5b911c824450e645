/**
 * The words of starting a study (the dialog that puts a position, a game or a record file into a
 * study) and of the list of studies, in English, in their own chunk so that the pages with a
 * "New study" button do not carry them; the Russian is studyEntryWords.ru.ts, typed by these
 * keys, fetched when it is chosen. Read through studyEntryWords.ts.
 */
export const en = {
  titleNew: 'New study',
  titleAdd: 'Add a chapter to a study',
  titleGame: 'Study this game',
  titleImport: 'Import a record file into a study',
  target: 'Study',
  targetNew: 'A new study',
  targetLoading: 'Looking for your studies…',
  studyName: 'Name of the study',
  defaultStudyName: 'My study',
  chapterName: 'Name of the chapter',
  kind: 'Kind of chapter',
  'kind.annotated': 'Annotated: the reader steps through the lines',
  'kind.interactive': 'Interactive: the student finds the moves',
  'kind.practice': 'Practice: played out against the computer',
  gamesFound: 'One chapter for each game of the file: {count}.',
  willNotFit: 'A study holds at most {max} chapters: only the first {fit} will be added.',
  create: 'Create and open',
  add: 'Add and open',
  cancel: 'Cancel',
  working: 'Saving…',
  gameNumber: 'Game {number}',
  positionName: 'Position',
  analysisName: 'Analysis',
  'problem.not-found': 'That study is not there any more.',
  'problem.offline': 'The game server does not answer: the study could not be opened.',
  'problem.unreadable': 'That study could not be read.',
  'problem.read-only': 'That study is not yours: choose one of yours or a new one.',
  'problem.full': 'That study already has {max} chapters, the most a study holds.',
  'problem.refused': 'The study could not be saved.',
  listTitle: 'Studies',
  listLede:
    'A study is a set of chapters: positions and lines with comments and drawings, questions a student answers, positions to play out against the computer.',
  mine: 'My studies',
  public: 'Public studies',
  noneMine:
    'No studies yet. Start one here, from the analysis board, from the position editor or from a game.',
  nonePublic: 'No public studies yet.',
  publicOffline: 'The public studies could not be fetched: the game server does not answer.',
  loading: 'Loading…',
  chapters: 'chapter|chapters',
  'visibility.private': 'Private',
  'visibility.unlisted': 'Unlisted: by link',
  'visibility.public': 'Public',
  local: 'In this browser',
  updated: 'Updated {date}',
  newStudy: 'New study',
  importFile: 'Import a record file',
  delete: 'Delete',
  deleteStudy: 'Delete the study {name}',
  confirmDelete: 'Delete the study “{name}”? This cannot be undone.',
};

export type StudyEntryKey = keyof typeof en;
