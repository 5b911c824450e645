/**
 * The words of presenter mode in English and Russian, in the presenter's own chunk so that the
 * home page does not carry them (it stays within its size goal). Same rules as the app's
 * dictionary (i18n.ts): one typed key set, a Russian entry missing for an English key is a type
 * error, `{name}` placeholders filled by the same function; the language is the app's setting.
 */
import { useSettings, type Language } from '../../game/settings';
import { fillPlaceholders, type MessageParams } from '../i18n/i18n';

const en = {
  showMe: 'Show me',
  yourGame: 'Your game against the computer. Touch a man, then where it goes.',
  demoCaption: 'White: {white} · Black: {black}',
  operator: 'Operator',
  operatorHold: 'Operator: hold to open the console',
  pinTitle: 'Operator PIN',
  pinWrong: 'Wrong PIN. Nothing was changed.',
  pinOk: 'Unlock',
  cancel: 'Cancel',
  pinIsSet: 'A PIN is set: the console and leaving ask for it.',
  pinCleared: 'No PIN: a long press opens the console.',
  pinInvalid: 'A PIN is 4 to 8 digits. The PIN was not changed.',
  setPin: 'Operator PIN (4–8 digits, empty: none)',
  savePin: 'Set PIN',
  console: 'Presenter console',
  showPosition: 'Slide {number} of {count}',
  attractPosition: 'Attract loop: game {number} of {count}',
  notes: 'Notes',
  noNotes: 'No notes for this slide.',
  previous: 'Previous',
  next: 'Next',
  blank: 'Blank screen',
  blanked: 'Screen blanked',
  start: 'Start the playlist',
  attract: 'Attract loop',
  openAudience: 'Open audience window',
  problems: 'Problems (only you see these)',
  playlist: 'Playlist',
  removeSlide: 'Remove slide {number}',
  closeConsole: 'Hide console',
  exit: 'Leave presenter mode',
  'kind.title': 'Title',
  'kind.position': 'Position',
  'kind.lesson': 'Lesson',
  'kind.demo': 'Demo game',
  'kind.record': 'Record',
  loadPlaylist: 'Load a playlist file…',
  dropPlaylist: 'or drop a playlist file (JSON) here',
  slideFailed: 'Slide {number} ({kind}) failed and was skipped: {error}',
  unknownPlaylist: "There is no playlist '{id}' in this browser; the shipped playlist is shown.",
  damagedPlaylist:
    "The playlist '{id}' kept in this browser cannot be read ({problem}); the shipped playlist is shown.",
  'problem.notJson': 'the file is not JSON ({detail})',
  'problem.notPlaylist': 'the file is not a playlist (an object with "slides")',
  'problem.noSlides': 'the playlist has no slides ("slides": [ … ])',
  'problem.tooMany': 'the playlist has {count} slides; at most 200 are read',
  'problem.badId': '"id" must be a short name (letters, digits, - and _)',
  'problem.badAutoplay': '"autoplay" must be true or false',
  'problem.tooLarge': '{name} is larger than 1 MB',
  'problem.slide': 'slide {number} ({kind})',
  'problem.attractSlide': 'attract slide {number} ({kind})',
  'problem.notObject': 'a slide must be an object ({ "kind": … })',
  'problem.unknownKind': "there is no slide kind '{value}' (kinds: {kinds})",
  'problem.notDemo': 'the attract loop holds demo games only',
  'problem.missing': '"{field}" is missing',
  'problem.badText': '"{field}" must be a text, or { "en": …, "ru": … }',
  'problem.unknownGame': "there is no game '{value}' (parallel-worlds, pocket-mutation, plunder)",
  'problem.unknownLesson': "there is no lesson '{value}'",
  'problem.badView': "\"view\" is '2d' or '3d', not '{value}'",
  'problem.no3d': 'the 3D view is for Parallel worlds chess only, not {game}',
  'problem.badLevel': '"{field}" is not a computer level: \'{value}\' (levels: {levels})',
  'problem.badSpeed': '"speed" is fast, normal or slow, not \'{value}\'',
  'problem.badNumber': '"{field}" must be a number from {min} to {max}',
  'problem.badShape': "the shape '{item}' cannot be read (write G1e23e4, Re4)",
  'problem.tooManyShapes': 'too many shapes ({item}; at most 64)',
} as const;

/** A key of the presenter's dictionary. */
export type PresentKey = keyof typeof en;

const ru: Record<PresentKey, string> = {
  showMe: 'Покажу',
  yourGame: 'Ваша партия с компьютером. Коснитесь фигуры, затем поля, куда она пойдёт.',
  demoCaption: 'Белые: {white} · Чёрные: {black}',
  operator: 'Оператор',
  operatorHold: 'Оператор: удерживайте, чтобы открыть пульт',
  pinTitle: 'PIN оператора',
  pinWrong: 'Неверный PIN. Ничего не изменено.',
  pinOk: 'Открыть',
  cancel: 'Отмена',
  pinIsSet: 'PIN задан: пульт и выход спрашивают его.',
  pinCleared: 'PIN не задан: пульт открывается долгим нажатием.',
  pinInvalid: 'PIN — от 4 до 8 цифр. PIN не изменён.',
  setPin: 'PIN оператора (4–8 цифр, пусто — без PIN)',
  savePin: 'Задать PIN',
  console: 'Пульт ведущего',
  showPosition: 'Слайд {number} из {count}',
  attractPosition: 'Демонстрация: партия {number} из {count}',
  notes: 'Заметки',
  noNotes: 'Для этого слайда заметок нет.',
  previous: 'Назад',
  next: 'Дальше',
  blank: 'Погасить экран',
  blanked: 'Экран погашен',
  start: 'Начать показ',
  attract: 'Демонстрация',
  openAudience: 'Открыть окно для зрителей',
  problems: 'Неполадки (видите только вы)',
  playlist: 'Список слайдов',
  removeSlide: 'Убрать слайд {number}',
  closeConsole: 'Скрыть пульт',
  exit: 'Выйти из режима презентации',
  'kind.title': 'Заголовок',
  'kind.position': 'Позиция',
  'kind.lesson': 'Урок',
  'kind.demo': 'Показательная партия',
  'kind.record': 'Запись',
  loadPlaylist: 'Загрузить файл слайдов…',
  dropPlaylist: 'или перетащите сюда файл слайдов (JSON)',
  slideFailed: 'Слайд {number} ({kind}) не удался и пропущен: {error}',
  unknownPlaylist: 'В этом браузере нет списка слайдов «{id}»; показан встроенный.',
  damagedPlaylist:
    'Список слайдов «{id}» в этом браузере не читается ({problem}); показан встроенный.',
  'problem.notJson': 'файл — не JSON ({detail})',
  'problem.notPlaylist': 'файл — не список слайдов (нужен объект со "slides")',
  'problem.noSlides': 'в списке нет слайдов ("slides": [ … ])',
  'problem.tooMany': 'в списке {count} слайдов; читается не больше 200',
  'problem.badId': '"id" — короткое имя (буквы, цифры, - и _)',
  'problem.badAutoplay': '"autoplay" — true или false',
  'problem.tooLarge': '{name} больше 1 МБ',
  'problem.slide': 'слайд {number} ({kind})',
  'problem.attractSlide': 'слайд демонстрации {number} ({kind})',
  'problem.notObject': 'слайд должен быть объектом ({ "kind": … })',
  'problem.unknownKind': 'нет вида слайда «{value}» (виды: {kinds})',
  'problem.notDemo': 'в демонстрации бывают только показательные партии (demo)',
  'problem.missing': 'нет поля "{field}"',
  'problem.badText': '"{field}" — текст или { "en": …, "ru": … }',
  'problem.unknownGame': 'нет игры «{value}» (parallel-worlds, pocket-mutation, plunder)',
  'problem.unknownLesson': 'нет урока «{value}»',
  'problem.badView': "\"view\" — '2d' или '3d', а не «{value}»",
  'problem.no3d': 'вид 3D есть только у шахмат параллельных миров, не у {game}',
  'problem.badLevel': '"{field}" — не уровень компьютера: «{value}» (уровни: {levels})',
  'problem.badSpeed': '"speed" — fast, normal или slow, а не «{value}»',
  'problem.badNumber': '"{field}" — число от {min} до {max}',
  'problem.badShape': 'фигуру рисунка «{item}» не прочесть (пишите G1e23e4, Re4)',
  'problem.tooManyShapes': 'слишком много стрелок и кругов ({item}; не больше 64)',
};

const DICTIONARIES: Record<Language, Record<PresentKey, string>> = { en, ru };

/** Presenter mode's words in a language. */
export interface PresentTranslator {
  readonly language: Language;
  (key: PresentKey, params?: MessageParams): string;
}

/** The translator of presenter mode's words in `language`. */
export function presentTranslator(language: Language): PresentTranslator {
  return Object.assign(
    (key: PresentKey, params?: MessageParams) =>
      fillPlaceholders(DICTIONARIES[language][key], params),
    { language },
  );
}

const TRANSLATORS = { en: presentTranslator('en'), ru: presentTranslator('ru') };

/** Presenter mode's words in the current language (re-renders when it changes). */
export function usePresentT(): PresentTranslator {
  return TRANSLATORS[useSettings((state) => state.language)];
}
