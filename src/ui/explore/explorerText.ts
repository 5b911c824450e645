/**
 * The piece explorer's words in English and Russian. They live with the explorer (a chunk of its
 * own) rather than in the app's dictionary (i18n.ts), which the home page loads; read through
 * the one helper of such catalogues (featureWords.ts).
 */
import { featureWords, type FeatureText } from '../i18n/featureWords';

const en = {
  title: 'Piece explorer',
  lede: 'Put a man on any square and see where it can go. Drop friendly men to block it and enemy men for it to capture: the squares are the rules’ own legal moves.',
  gallery: 'Choose a man',
  classN: 'Class {n}',
  king: 'King (no class)',
  vested: 'Wearing a vest',
  topics: 'Levels',
  standard: 'The men',
  tools: 'What a click does',
  toolMove: 'Move the man',
  toolBlocker: 'Friendly blocker',
  toolEnemy: 'Enemy to capture',
  clear: 'Clear the men',
  vest: 'Vest',
  noVest: 'none',
  level: 'Level {n}',
  reach: 'It can go to {count}:',
  reachNone: 'It cannot move from here.',
  squares: 'square|squares',
  kinds: '{moves} by moving, {captures} by capturing',
  vestMoves: '{n} only with the vest (it is spent)',
  levelMoves: '{n} on another level',
  legendMove: 'move',
  legendCapture: 'capture',
  legendVest: 'with the vest, once',
  legendLevel: 'to another level',
  kingsNote:
    'The kings stand aside on their back ranks, as part of the position. Check is not shown here: in a game a man may not leave its own king attacked.',
  refused: 'Not possible here: {error}',
  editor: 'Open this position in the editor',
  otherGames: 'Other games',
  classOf: 'Pocket mutation class {n}',
  wearing: '{piece} wearing a {vest} vest',
};

type ExplorerKey = keyof typeof en;

const ru: Record<ExplorerKey, string> = {
  title: 'Обозреватель фигур',
  lede: 'Поставьте фигуру на любое поле и посмотрите, куда она может пойти. Добавьте свои фигуры, чтобы загородить ей путь, и чужие, чтобы она могла их бить: поля — это допустимые ходы по самим правилам.',
  gallery: 'Выберите фигуру',
  classN: 'Класс {n}',
  king: 'Король (без класса)',
  vested: 'В жилете',
  topics: 'Уровни',
  standard: 'Фигуры',
  tools: 'Что делает щелчок',
  toolMove: 'Переставить фигуру',
  toolBlocker: 'Своя преграда',
  toolEnemy: 'Чужая, под бой',
  clear: 'Убрать фигуры',
  vest: 'Жилет',
  noVest: 'нет',
  level: 'Уровень {n}',
  reach: 'Она может пойти на {count}:',
  reachNone: 'Отсюда ей некуда пойти.',
  squares: 'поле|поля|полей',
  kinds: 'ходом — {moves}, взятием — {captures}',
  vestMoves: 'только с жилетом (он тратится) — {n}',
  levelMoves: 'на другой уровень — {n}',
  legendMove: 'ход',
  legendCapture: 'взятие',
  legendVest: 'с жилетом, один раз',
  legendLevel: 'на другой уровень',
  kingsNote:
    'Короли стоят в стороне, на своих крайних горизонталях, как часть позиции. Шах здесь не учитывается: в партии фигура не может оставить своего короля под ударом.',
  refused: 'Так нельзя: {error}',
  editor: 'Открыть позицию в редакторе',
  otherGames: 'Другие игры',
  classOf: 'Карманный класс {n}',
  wearing: '{piece} в жилете «{vest}»',
};

const WORDS = featureWords<ExplorerKey>({ en, ru });

/** The explorer's words in a language. */
export type ExplorerText = FeatureText<ExplorerKey>;

/** The explorer's words in the current language. */
export const useExplorerText = WORDS.useText;
