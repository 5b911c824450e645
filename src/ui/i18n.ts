/**
 * The interface in English and Russian: one dictionary per language with the same typed keys
 * (a Russian entry missing for an English key is a type error), `{name}` placeholders, and the
 * Russian plural forms for counts. No i18n library: the app has two languages, a few hundred
 * strings and one plural rule, which a page of code covers, and it keeps the home page's bundle
 * small. Messages that come from the rules core (a FEN or record error) stay in English and are
 * quoted inside a translated sentence.
 */
import type { GameId } from './games';
import { useSettings, type Language } from '../game/settings';

const en = {
  'app.name': 'Parallel Worlds',
  'nav.site': 'Site',
  'nav.back': 'Back to games',
  'nav.settings': 'Settings',
  'nav.language': 'Language',

  'home.eyebrow': 'Three chess variants · one board room',
  'home.lede':
    'Play three inventive relatives of chess in the browser: a battle across three stacked boards ' +
    'in 3D, a game of pockets and mutating fairy pieces, and a game in which every capture can ' +
    'dress the captor in the powers of its prey.',
  'home.games': 'Games',
  'home.continueTitle': 'Your game in progress',
  'home.continueDetail': '{game} · {moves} · saved {when}',
  'home.continue': 'Continue',
  'home.newGame': 'New game',
  'home.play3d': 'Play in 3D',
  'home.play2d': 'Play in 2D',
  'home.rules': 'Rules',
  'home.unknownGame': "There is no game called '{id}'. Choose one of these:",
  'home.badLink': 'That link cannot be opened: {error}. Choose one of these:',
  'home.corruptSave': 'The saved game could not be restored and has been cleared. {error}',
  'home.footer': 'Two players at one screen. Your game is kept in this browser as you play.',

  'unit.moves': 'move|moves',

  'side.white': 'White',
  'side.black': 'Black',

  'game.restoreFailed': 'The saved game could not be restored, so a new game has started. {error}',
  'game.saveFailed': 'This browser does not keep the game as you play: {error}',

  'controls.title': 'Game',
  'controls.newGame': 'New game',
  'controls.undoMove': 'Take back move',
  'controls.undoSubMove': 'Take back sub-move',
  'controls.redoMove': 'Replay move',
  'controls.redoSubMove': 'Replay sub-move',
  'controls.resign': 'Resign',
  'controls.offerDraw': 'Offer a draw',
  'controls.confirmNew': 'Start a new game of {game}? The game in progress will be replaced.',
  'controls.start': 'Start',
  'controls.cancel': 'Cancel',
  'controls.confirmResign': '{side} resigns: is that right?',
  'controls.drawOffer': '{side} offers a draw. {other}, do you accept?',
  'controls.accept': 'Accept',
  'controls.decline': 'Decline',
  'controls.drawDeclined': '{side} declines the draw.',

  'record.title': 'Record and sharing',
  'record.download': 'Download record',
  'record.copy': 'Copy record',
  'record.copied': 'The record is on the clipboard.',
  'record.openFile': 'Open a record file',
  'record.paste': 'Paste a record, a FEN or a link',
  'record.pasteLabel': 'A game record, a FEN or a link to a game',
  'record.pastePlaceholder': '[Game "plunder"] … or a FEN, or https://…?game=…',
  'record.fenGame': 'Game of the FEN',
  'record.load': 'Load',
  'record.share': 'Copy a link to this position',
  'record.linkCopied': 'A link to this position is on the clipboard.',
  'record.linkLabel': 'Link to this position',
  'record.clipboardFailed': 'The clipboard cannot be used here: select the text below and copy it.',
  'record.loaded': 'Loaded: {game}, {moves}.',
  'record.badRecord': 'This record cannot be loaded: {error}',
  'record.badFen': 'This FEN cannot be used: {error}',
  'record.badLink': 'This link cannot be opened: {error}',
  'record.badFile': 'The file could not be read: {error}',
  'record.empty': 'There is nothing to load: paste a record, a FEN or a link first.',
  'record.fileTooBig': 'the file is larger than 1 MB, which no game record is',

  'moves.title': 'Moves',
  'moves.empty': 'No moves yet.',
  'moves.start': 'Start',
  'moves.live': 'Back to the game',
  'moves.lookingBack':
    'Looking back: the position after move {n} of {total}. The board is read-only.',
  'moves.lookingAtStart': 'Looking back: the start position. The board is read-only.',
  'moves.end': 'end',

  'settings.title': 'Settings',
  'settings.view': 'Parallel worlds board',
  'settings.animation': 'Animation',
  'settings.animation.off': 'Off',
  'settings.animation.fast': 'Fast',
  'settings.animation.normal': 'Normal',
  'settings.animation.slow': 'Slow',
  'settings.coordinates': 'Coordinates',
  'settings.sound': 'Sound',
  'settings.theme': 'Board colours',
  'settings.theme.classic': 'Classic',
  'settings.theme.walnut': 'Walnut',
  'settings.theme.slate': 'Slate',
  'settings.theme.contrast': 'High contrast',
  'settings.language': 'Language',
  'settings.close': 'Close',

  'rules.title': 'How to play {game}',
  'rules.play': 'Play {game}',
  'rules.other': 'Rules of the other games',
  'rules.unknown': "There is no game called '{id}'.",

  'page.board': 'Board',
  'page.game': 'Game',
  'page.view': 'View',
  'page.boardView': 'Board view',
  'page.loading3d': 'Loading the 3D board…',
  'page.no3dBuild': 'The 3D board is not part of this build yet: here is the flat board.',
  'page.noWebgl': 'This browser cannot draw 3D (no WebGL): here is the flat board.',
  'page.3dStopped': 'The 3D board stopped ({reason}): the game goes on on the flat board.',
  'page.fromStart': 'Play from the start position',

  'turn.label': 'Turn',
  'turn.toMove': '{side} to move',
  'turn.check': 'Check',
  'turn.subMove': 'Sub-move {n} of {total}',
  'turn.more': '{n} more allowed',
  'turn.firstTurn': '(first turn: two at most)',
  'turn.played': 'Sub-moves this turn',
  'turn.none': 'No sub-move yet',
  'turn.levels': 'Levels this turn',
  'turn.closed': 'closed',
  'turn.open': 'open',
  'turn.end': 'End turn',
  'turn.undoSub': 'Undo last sub-move',

  'input.title': 'Type a move',
  'input.play': 'Play',

  'over.label': 'Game over',
  'over.takeBack': 'Take back',
  'over.newGame': 'New game',
  'over.wins': '{side} wins',
  'over.draw': 'Draw',
  'over.resigned': '{side} resigned',
  'over.checkmate': 'by checkmate',
  'over.king-captured': 'by capturing the king',
  'over.stalemate': 'by stalemate',
  'over.no-moves': 'no legal move is left',
  'over.insufficient-material': 'insufficient material',
  'over.fifty-moves': 'by the fifty-move rule',
  'over.repetition': 'by threefold repetition',
  'over.agreement': 'agreed by the players',

  'announce.move': '{side}: {san}',
  'announce.gameOver': '{move}. Game over: {reason}',
  'announce.undo': 'Move taken back',
  'announce.redo': 'Move replayed',
  'announce.resign': '{side} resigns',
  'announce.draw': 'Draw agreed',
  'announce.newGame': 'New game of {game}',
  'announce.loaded': '{game} loaded',
  'announce.reason.checkmate': 'checkmate',
  'announce.reason.king-captured': 'king captured',
  'announce.reason.stalemate': 'stalemate',
  'announce.reason.no-moves': 'no legal moves',
  'announce.reason.insufficient-material': 'insufficient material',
  'announce.reason.fifty-moves': 'fifty-move rule',
  'announce.reason.repetition': 'repetition',
  'announce.reason.resignation': 'resignation',
  'announce.reason.agreement': 'agreement',

  'choice.promotion.title': 'Promote the pawn',
  'choice.promotion.hint': 'Choose the piece it becomes.',
  'choice.mutation.title': 'Into the pocket as…',
  'choice.mutation.hint': 'The man mutates as it is lifted: choose what it becomes in the pocket.',
  'choice.vest.title': 'Take a vest?',
  'choice.vest.hint': 'The capturing piece may put on one of these vests, or decline.',
  'choice.mode.title': 'Which move?',
  'choice.mode.hint': 'This square can be reached in more than one way.',
  'choice.cancel': 'Cancel',
  'choice.decline': 'Decline',
  'choice.vestOf': '{piece} vest',
  'choice.castle': 'Castle',
  'choice.useVest': 'Use the vest',
  'choice.plain': 'Ordinary move',

  'board.flip': 'Flip board',
  'board.follow': 'Follow the side to move',
  'board.level1': 'bottom',
  'board.level2': 'middle',
  'board.level3': 'top',
  'board.pocketOf': '{side}’s pocket',
  'board.empty': 'empty',
  'board.closed': 'closed this turn',
  'board.orientation': 'Board orientation',

  'piece.K': 'King',
  'piece.Q': 'Queen',
  'piece.R': 'Rook',
  'piece.B': 'Bishop',
  'piece.N': 'Knight',
  'piece.P': 'Pawn',
  'piece.I': 'Nightrider',
  'piece.D': 'Super bishop',
  'piece.A': 'Cardinal',
  'piece.G': 'Super rook',
  'piece.M': 'Chancellor',
  'piece.U': 'Cardinal rider',
  'piece.V': 'Super cardinal',
  'piece.F': 'Chancellor rider',
  'piece.W': 'Super chancellor',
  'piece.X': 'Super cardinal rider',
  'piece.T': 'Amazon',
  'piece.H': 'Super chancellor rider',
  'piece.Z': 'Amazon rider',

  'game.parallel-worlds.name': 'Parallel worlds chess',
  'game.parallel-worlds.origin': 'R. Wayne Schmittberger, 1980s',
  'game.parallel-worlds.tagline': 'Three stacked boards, up to three moves a turn',
  'game.parallel-worlds.description':
    'Schmittberger’s three stacked boards: each side fields one army on the bottom world and ' +
    'another on the top, with an empty world between them where every man moves like a queen ' +
    'and nobody captures. A turn is up to three sub-moves by different men, each ending on a ' +
    'different level, and men climb or descend one level at a time. There is no check: ' +
    'capture either enemy king and the game is yours.',
  'game.pocket-mutation.name': 'Pocket mutation chess',
  'game.pocket-mutation.origin': 'Mike Nelson, 2003',
  'game.pocket-mutation.tagline': 'A one-piece pocket and a bestiary of fairy pieces',
  'game.pocket-mutation.description':
    'Nelson’s one-piece pocket: instead of moving, lift one of your own men into your pocket ' +
    'and let it mutate into another piece of its class, then drop it back on any empty square ' +
    'on a later turn. Lifted from the last rank, it promotes to the next class, so pawns climb ' +
    'through knights and bishops to nightriders, amazons and beyond. There is no castling, ' +
    'and a pawn on the last rank waits for the pocket to promote it.',
  'game.plunder.name': 'PlunderChess',
  'game.plunder.origin': 'Chess with the spoils of war',
  'game.plunder.tagline': 'Capture to wear the powers of what you took',
  'game.plunder.description':
    'Capture to take a vest: the capturing piece may put on a one-use vest of the captured ' +
    'piece’s type, or the vest its victim was wearing. Once, the wearer can move as the vest ' +
    'allows — a bishop leaps like a knight, a king slides like a rook — and then the vest is ' +
    'gone. Everything else is chess: castling, en passant, promotion, check and mate, with ' +
    'the vests’ reach counting for check.',
} as const;

/** A key of the interface dictionary. */
export type MessageKey = keyof typeof en;

/** Every key of the dictionary. */
export const MESSAGE_KEYS = Object.keys(en) as MessageKey[];

const ru: Record<MessageKey, string> = {
  'app.name': 'Parallel Worlds',
  'nav.site': 'Сайт',
  'nav.back': 'К списку игр',
  'nav.settings': 'Настройки',
  'nav.language': 'Язык',

  'home.eyebrow': 'Три варианта шахмат · один игровой зал',
  'home.lede':
    'Три изобретательных родственника шахмат прямо в браузере: битва на трёх досках, ' +
    'поставленных одна над другой, в 3D; игра с карманом и превращением в сказочные фигуры; ' +
    'и игра, в которой каждое взятие может одеть победителя в силу побеждённого.',
  'home.games': 'Игры',
  'home.continueTitle': 'Ваша неоконченная партия',
  'home.continueDetail': '{game} · {moves} · сохранено {when}',
  'home.continue': 'Продолжить',
  'home.newGame': 'Новая партия',
  'home.play3d': 'Играть в 3D',
  'home.play2d': 'Играть в 2D',
  'home.rules': 'Правила',
  'home.unknownGame': 'Игры «{id}» нет. Выберите одну из этих:',
  'home.badLink': 'Эту ссылку нельзя открыть: {error}. Выберите игру:',
  'home.corruptSave': 'Сохранённую партию не удалось восстановить, и она удалена. {error}',
  'home.footer': 'Двое игроков у одного экрана. Партия сохраняется в этом браузере по ходу игры.',

  'unit.moves': 'ход|хода|ходов',

  'side.white': 'Белые',
  'side.black': 'Чёрные',

  'game.restoreFailed': 'Сохранённую партию не удалось восстановить, поэтому начата новая. {error}',
  'game.saveFailed': 'Этот браузер не сохраняет партию по ходу игры: {error}',

  'controls.title': 'Партия',
  'controls.newGame': 'Новая партия',
  'controls.undoMove': 'Взять ход назад',
  'controls.undoSubMove': 'Взять назад подход',
  'controls.redoMove': 'Повторить ход',
  'controls.redoSubMove': 'Повторить подход',
  'controls.resign': 'Сдаться',
  'controls.offerDraw': 'Предложить ничью',
  'controls.confirmNew': 'Начать новую партию «{game}»? Текущая партия будет заменена.',
  'controls.start': 'Начать',
  'controls.cancel': 'Отмена',
  'controls.confirmResign': '{side} сдаются — верно?',
  'controls.drawOffer': '{side} предлагают ничью. {other}, согласны?',
  'controls.accept': 'Согласиться',
  'controls.decline': 'Отказаться',
  'controls.drawDeclined': '{side} отказываются от ничьей.',

  'record.title': 'Запись и ссылка',
  'record.download': 'Скачать запись',
  'record.copy': 'Скопировать запись',
  'record.copied': 'Запись партии скопирована.',
  'record.openFile': 'Открыть файл записи',
  'record.paste': 'Вставить запись, FEN или ссылку',
  'record.pasteLabel': 'Запись партии, FEN или ссылка на партию',
  'record.pastePlaceholder': '[Game "plunder"] … или FEN, или https://…?game=…',
  'record.fenGame': 'Игра для FEN',
  'record.load': 'Загрузить',
  'record.share': 'Скопировать ссылку на позицию',
  'record.linkCopied': 'Ссылка на эту позицию скопирована.',
  'record.linkLabel': 'Ссылка на эту позицию',
  'record.clipboardFailed': 'Буфер обмена здесь недоступен: выделите текст ниже и скопируйте его.',
  'record.loaded': 'Загружено: {game}, {moves}.',
  'record.badRecord': 'Эту запись нельзя загрузить: {error}',
  'record.badFen': 'Этот FEN нельзя использовать: {error}',
  'record.badLink': 'Эту ссылку нельзя открыть: {error}',
  'record.badFile': 'Файл не удалось прочитать: {error}',
  'record.empty': 'Загружать нечего: сначала вставьте запись, FEN или ссылку.',
  'record.fileTooBig': 'файл больше 1 МБ, а запись партии не бывает такой большой',

  'moves.title': 'Ходы',
  'moves.empty': 'Ходов ещё нет.',
  'moves.start': 'Начало',
  'moves.live': 'Вернуться к игре',
  'moves.lookingBack': 'Просмотр: позиция после хода {n} из {total}. Доска только для просмотра.',
  'moves.lookingAtStart': 'Просмотр: начальная позиция. Доска только для просмотра.',
  'moves.end': 'конец',

  'settings.title': 'Настройки',
  'settings.view': 'Доска параллельных миров',
  'settings.animation': 'Анимация',
  'settings.animation.off': 'Выкл.',
  'settings.animation.fast': 'Быстро',
  'settings.animation.normal': 'Обычно',
  'settings.animation.slow': 'Медленно',
  'settings.coordinates': 'Координаты',
  'settings.sound': 'Звук',
  'settings.theme': 'Цвета доски',
  'settings.theme.classic': 'Классика',
  'settings.theme.walnut': 'Орех',
  'settings.theme.slate': 'Сланец',
  'settings.theme.contrast': 'Контраст',
  'settings.language': 'Язык',
  'settings.close': 'Закрыть',

  'rules.title': 'Как играть: {game}',
  'rules.play': 'Играть: {game}',
  'rules.other': 'Правила других игр',
  'rules.unknown': 'Игры «{id}» нет.',

  'page.board': 'Доска',
  'page.game': 'Партия',
  'page.view': 'Вид',
  'page.boardView': 'Вид доски',
  'page.loading3d': 'Загружается 3D-доска…',
  'page.no3dBuild': 'В этой сборке пока нет 3D-доски: вот плоская доска.',
  'page.noWebgl': 'Этот браузер не умеет рисовать 3D (нет WebGL): вот плоская доска.',
  'page.3dStopped': '3D-доска остановилась ({reason}): партия продолжается на плоской доске.',
  'page.fromStart': 'Играть из начальной позиции',

  'turn.label': 'Ход',
  'turn.toMove': 'Ход: {side}',
  'turn.check': 'Шах',
  'turn.subMove': 'Подход {n} из {total}',
  'turn.more': 'можно ещё {n}',
  'turn.firstTurn': '(первый ход: не больше двух)',
  'turn.played': 'Подходы этого хода',
  'turn.none': 'Подходов ещё нет',
  'turn.levels': 'Уровни в этом ходе',
  'turn.closed': 'закрыт',
  'turn.open': 'открыт',
  'turn.end': 'Закончить ход',
  'turn.undoSub': 'Отменить подход',

  'input.title': 'Ввести ход',
  'input.play': 'Сходить',

  'over.label': 'Партия окончена',
  'over.takeBack': 'Взять назад',
  'over.newGame': 'Новая партия',
  'over.wins': '{side} выиграли',
  'over.draw': 'Ничья',
  'over.resigned': '{side} сдались',
  'over.checkmate': 'матом',
  'over.king-captured': 'взятием короля',
  'over.stalemate': 'пат',
  'over.no-moves': 'не осталось допустимых ходов',
  'over.insufficient-material': 'недостаточно материала',
  'over.fifty-moves': 'по правилу пятидесяти ходов',
  'over.repetition': 'троекратным повторением',
  'over.agreement': 'по соглашению игроков',

  'announce.move': '{side}: {san}',
  'announce.gameOver': '{move}. Партия окончена: {reason}',
  'announce.undo': 'Ход взят назад',
  'announce.redo': 'Ход повторён',
  'announce.resign': '{side} сдаются',
  'announce.draw': 'Ничья по соглашению',
  'announce.newGame': 'Новая партия: {game}',
  'announce.loaded': 'Загружена партия: {game}',
  'announce.reason.checkmate': 'мат',
  'announce.reason.king-captured': 'взятие короля',
  'announce.reason.stalemate': 'пат',
  'announce.reason.no-moves': 'нет допустимых ходов',
  'announce.reason.insufficient-material': 'недостаточно материала',
  'announce.reason.fifty-moves': 'правило пятидесяти ходов',
  'announce.reason.repetition': 'троекратное повторение',
  'announce.reason.resignation': 'сдача',
  'announce.reason.agreement': 'соглашение игроков',

  'choice.promotion.title': 'Превращение пешки',
  'choice.promotion.hint': 'Выберите фигуру, в которую она превратится.',
  'choice.mutation.title': 'В карман как…',
  'choice.mutation.hint': 'Фигура меняется, когда её снимают: выберите, чем она станет в кармане.',
  'choice.vest.title': 'Надеть жилет?',
  'choice.vest.hint': 'Бьющая фигура может надеть один из этих жилетов или отказаться.',
  'choice.mode.title': 'Какой ход?',
  'choice.mode.hint': 'На это поле можно попасть несколькими способами.',
  'choice.cancel': 'Отмена',
  'choice.decline': 'Отказаться',
  'choice.vestOf': 'Жилет: {piece}',
  'choice.castle': 'Рокировка',
  'choice.useVest': 'Ходом жилета',
  'choice.plain': 'Обычный ход',

  'board.flip': 'Перевернуть доску',
  'board.follow': 'Поворачивать к ходящему',
  'board.level1': 'низ',
  'board.level2': 'середина',
  'board.level3': 'верх',
  'board.pocketOf': 'Карман: {side}',
  'board.empty': 'пусто',
  'board.closed': 'закрыт в этом ходе',
  'board.orientation': 'Ориентация доски',

  'piece.K': 'Король',
  'piece.Q': 'Ферзь',
  'piece.R': 'Ладья',
  'piece.B': 'Слон',
  'piece.N': 'Конь',
  'piece.P': 'Пешка',
  'piece.I': 'Ночной всадник',
  'piece.D': 'Суперслон',
  'piece.A': 'Кардинал',
  'piece.G': 'Суперладья',
  'piece.M': 'Канцлер',
  'piece.U': 'Кардинал-всадник',
  'piece.V': 'Суперкардинал',
  'piece.F': 'Канцлер-всадник',
  'piece.W': 'Суперканцлер',
  'piece.X': 'Суперкардинал-всадник',
  'piece.T': 'Амазонка',
  'piece.H': 'Суперканцлер-всадник',
  'piece.Z': 'Амазонка-всадник',

  'game.parallel-worlds.name': 'Шахматы параллельных миров',
  'game.parallel-worlds.origin': 'Р. Уэйн Шмиттбергер, 1980-е',
  'game.parallel-worlds.tagline': 'Три доски одна над другой, до трёх подходов за ход',
  'game.parallel-worlds.description':
    'Три доски Шмиттбергера, поставленные одна над другой: у каждой стороны по армии на нижнем ' +
    'и на верхнем мире, а между ними — пустой мир, где любая фигура ходит как ферзь и никто ' +
    'не берёт. Ход состоит из одного–трёх подходов разными фигурами, и каждый заканчивается на ' +
    'своём уровне; фигуры поднимаются и спускаются на один уровень. Шаха нет: возьмите любого ' +
    'из королей противника — и партия ваша.',
  'game.pocket-mutation.name': 'Карманные шахматы с мутацией',
  'game.pocket-mutation.origin': 'Майк Нельсон, 2003',
  'game.pocket-mutation.tagline': 'Карман на одну фигуру и целый зверинец сказочных фигур',
  'game.pocket-mutation.description':
    'Карман Нельсона на одну фигуру: вместо хода снимите свою фигуру в карман, и она превратится ' +
    'в другую фигуру своего класса, а на одном из следующих ходов поставьте её на любое пустое ' +
    'поле. Снятая с последней горизонтали, она переходит в следующий класс: пешки растут через ' +
    'коней и слонов до ночных всадников, амазонок и дальше. Рокировки нет, а пешка на последней ' +
    'горизонтали ждёт, пока карман её превратит.',
  'game.plunder.name': 'PlunderChess',
  'game.plunder.origin': 'Шахматы с военными трофеями',
  'game.plunder.tagline': 'Берите фигуру — и надевайте её силу',
  'game.plunder.description':
    'Взятие даёт жилет: бьющая фигура может надеть одноразовый жилет типа взятой фигуры или ' +
    'жилет, который был на ней. Один раз фигура в жилете может сходить так, как позволяет ' +
    'жилет, — слон прыгает конём, король скользит ладьёй, — и жилет исчезает. Всё остальное — ' +
    'шахматы: рокировка, взятие на проходе, превращение, шах и мат, причём жилеты тоже дают шах.',
};

const DICTIONARIES: Record<Language, Record<MessageKey, string>> = { en, ru };

export type MessageParams = Record<string, string | number>;

/** The message `key` in `language`, with `{name}` placeholders filled from `params`. */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  const text = DICTIONARIES[language][key];
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** Which plural form a count takes: English one/other; Russian one/few/many. */
export function pluralIndex(language: Language, count: number): number {
  const n = Math.abs(Math.trunc(count));
  if (language === 'en') return n === 1 ? 0 : 1;
  const lastTwo = n % 100;
  const last = n % 10;
  if (last === 1 && lastTwo !== 11) return 0;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return 1;
  return 2;
}

/** A count with its noun, from a `unit.*` key whose forms are separated by `|`: '3 хода'. */
export function countOf(
  language: Language,
  key: Extract<MessageKey, `unit.${string}`>,
  count: number,
): string {
  const forms = DICTIONARIES[language][key].split('|');
  return `${count} ${forms[Math.min(pluralIndex(language, count), forms.length - 1)]}`;
}

/** A game's name, origin, tagline or description in `language`. */
export function gameText(
  language: Language,
  game: GameId,
  field: 'name' | 'origin' | 'tagline' | 'description',
): string {
  return translate(language, `game.${game}.${field}`);
}

export interface Translator {
  readonly language: Language;
  (key: MessageKey, params?: MessageParams): string;
}

/** A translator for `language`. */
export function translator(language: Language): Translator {
  return Object.assign(
    (key: MessageKey, params?: MessageParams) => translate(language, key, params),
    {
      language,
    },
  );
}

const TRANSLATORS: Record<Language, Translator> = { en: translator('en'), ru: translator('ru') };

/** The translator of the current language; components re-render when the language changes. */
export function useT(): Translator {
  return TRANSLATORS[useSettings((state) => state.language)];
}
