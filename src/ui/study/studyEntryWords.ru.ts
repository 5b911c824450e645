/**
 * The words of starting a study and of the list of studies in Russian, under the English
 * catalogue's keys (studyEntryWords.en.ts): an entry missing here is a type error. Fetched when
 * Russian is chosen.
 */
import type { StudyEntryKey } from './studyEntryWords.en';

export const ru: Record<StudyEntryKey, string> = {
  titleNew: 'Новая студия',
  titleAdd: 'Добавить главу в студию',
  titleGame: 'Партию — в студию',
  titleImport: 'Импорт файла партий в студию',
  target: 'Студия',
  targetNew: 'Новая студия',
  targetLoading: 'Ищу ваши студии…',
  studyName: 'Название студии',
  defaultStudyName: 'Моя студия',
  chapterName: 'Название главы',
  kind: 'Вид главы',
  'kind.annotated': 'С комментариями: читатель проходит варианты',
  'kind.interactive': 'Интерактивная: ученик находит ходы сам',
  'kind.practice': 'Практика: позиция доигрывается с компьютером',
  gamesFound: 'По главе на каждую партию файла: {count}.',
  willNotFit: 'В студии не больше {max} глав: будут добавлены только первые {fit}.',
  create: 'Создать и открыть',
  add: 'Добавить и открыть',
  cancel: 'Отмена',
  working: 'Сохраняю…',
  gameNumber: 'Партия {number}',
  positionName: 'Позиция',
  analysisName: 'Анализ',
  'problem.not-found': 'Этой студии больше нет.',
  'problem.offline': 'Игровой сервер не отвечает: студию не удалось открыть.',
  'problem.unreadable': 'Эту студию не удалось прочитать.',
  'problem.read-only': 'Это не ваша студия: выберите свою или новую.',
  'problem.full': 'В этой студии уже {max} глав — больше в студии не бывает.',
  'problem.refused': 'Студию не удалось сохранить.',
  listTitle: 'Студии',
  listLede:
    'Студия — это набор глав: позиции и варианты с комментариями и рисунками, вопросы, на которые отвечает ученик, позиции для игры с компьютером.',
  mine: 'Мои студии',
  public: 'Открытые студии',
  noneMine:
    'Студий пока нет. Начните здесь, с доски анализа, из редактора позиции или из партии.',
  nonePublic: 'Открытых студий пока нет.',
  publicOffline: 'Открытые студии не удалось загрузить: игровой сервер не отвечает.',
  loading: 'Загрузка…',
  chapters: 'глава|главы|глав',
  'visibility.private': 'Личная',
  'visibility.unlisted': 'По ссылке',
  'visibility.public': 'Открытая',
  local: 'В этом браузере',
  updated: 'Изменена {date}',
  newStudy: 'Новая студия',
  importFile: 'Импортировать файл партий',
  delete: 'Удалить',
  deleteStudy: 'Удалить студию {name}',
  confirmDelete: 'Удалить студию «{name}»? Это нельзя отменить.',
};
