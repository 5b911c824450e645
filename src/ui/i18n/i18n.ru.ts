/**
 * The interface's Russian catalogue and the Russian wording of the rules core's problems, loaded
 * only when Russian is chosen (i18n.ts `loadLanguage`), so the home page does not carry it.
 */
import {
  quoteInput,
  type EndReason,
  type EnPassantReason,
  type FenField,
  type Problem,
  type ProblemCode,
} from '../../rules';
import { isGameId } from '../common/games';
import type { MessageKey } from './i18n.en';

export const ru: Record<MessageKey, string> = {
  'app.name': 'Parallel Worlds',
  'nav.site': 'Сайт',
  'nav.back': 'К списку игр',
  'nav.settings': 'Настройки',
  'nav.account': 'Войти',
  'nav.accountOf': 'Учётная запись: {name}',
  'archive.title': 'Архив партий',
  'nav.leaderboard': 'Лидеры',
  'lobby.title': 'Лобби',
  'race.title': 'Гонка задач',
  'home.playAnyone': 'Играть с кем угодно',
  'nav.language': 'Язык',
  'update.ready': 'Готово обновление',
  'update.reload': 'Перезагрузить',
  'update.later': 'Позже',

  'home.eyebrow': 'Три варианта шахмат · один игровой зал',
  'home.lede':
    'Три изобретательных родственника шахмат прямо в браузере: битва на трёх досках, ' +
    'поставленных одна над другой, в 3D; игра с карманом и мутирующими сказочными фигурами; ' +
    'и игра, в которой каждое взятие может одеть победителя в силу побеждённого.',
  'home.games': 'Игры',
  'home.continueTitle': 'Ваши партии',
  'home.continue': 'Продолжить',
  'home.newGame': 'Новая партия',
  'home.play3d': 'Играть в 3D',
  'home.play2d': 'Играть в 2D',
  'home.rules': 'Правила',
  'home.unknownGame': 'Игры «{id}» нет. Выберите одну из этих:',
  'home.badLink': 'Эту ссылку нельзя открыть: {error}. Выберите игру:',
  'home.footer':
    'Двое игроков у одного экрана, один против компьютера или с другом по сети. Партии сохраняются в этом браузере по ходу игры.',

  'unit.moves': 'ход|хода|ходов',
  'unit.turns': 'ход|хода|ходов',
  'unit.games': 'партия|партии|партий',
  'unit.comments': 'комментарий|комментария|комментариев',
  'unit.annotations': 'пометка|пометки|пометок',
  'unit.variations': 'вариант|варианта|вариантов',

  'library.against': 'против {opponent}',
  'library.onServer': 'Есть и на игровом сервере: посмотреть оттуда',
  'library.inProgress': 'идёт',
  'library.when': 'последний ход {when}',
  'library.exportAll': 'Скачать все партии',
  'library.unavailable':
    'Этот браузер не может хранить партии ({error}). Играть можно: чтобы сохранить партию, скачайте её запись.',
  'library.setAside':
    '{count} из сохранённых в этом браузере не удалось прочитать, они отложены ({errors}). Их данные хранятся здесь, пока вы их не удалите: скачайте их, чтобы оставить себе копию.',
  'library.downloadSetAside': 'Скачать отложенное',
  'library.clearSetAside': 'Удалить его',
  'library.failed': 'Не получилось: {error}',
  'library.changedElsewhere':
    'Эту партию тем временем изменили в другой вкладке: попробуйте ещё раз.',
  'library.deleted': 'Партия «{name}» удалена.',
  'library.undo': 'Вернуть',
  'library.showAll': 'Показать все: {count}',
  'library.showRecent': 'Показать только последние',
  'library.nameLabel': 'Название партии',
  'library.saveName': 'Сохранить название',
  'library.continueGame': 'Продолжить: {name}',
  'library.rename': 'Переименовать',
  'library.renameGame': 'Переименовать: {name}',
  'library.analyseGame': 'Анализ: {name}',
  'library.delete': 'Удалить',
  'library.deleteGame': 'Удалить: {name}',

  'part.failed': 'Сбой в части «{part}»: {error}. Остальное приложение работает.',
  'part.retry': 'Попробовать снова',
  'part.page': 'страница',
  'part.library': 'список ваших партий',
  'part.lobby': 'лобби',
  'part.controls': 'управление партией',
  'part.moveList': 'список ходов',
  'part.record': 'запись партии',
  'part.computer': 'панель компьютера',
  'part.board': 'доска',
  'part.turn': 'панель хода',
  'part.clock': 'часы',
  'part.moveInput': 'ввод хода',

  'save.new': 'Сохраняется в этом браузере с первого хода',
  'save.saving': 'Сохранение…',
  'save.saved': 'Сохранено в этом браузере',
  'save.failed': 'Не сохранено',

  'side.white': 'Белые',
  'side.black': 'Чёрные',

  'game.opening': 'Открываем партию…',
  'game.restoreFailed':
    'Сохранённую партию не удалось прочитать, поэтому начата новая; повреждённая отложена ({error}).',
  'game.saveFailed':
    'Эту партию не удалось сохранить в этом браузере ({error}). Играть можно дальше, но при закрытии страницы партия пропадёт: скачайте её запись, чтобы сохранить.',
  'game.openElsewhere':
    'Эта партия открыта и в другой вкладке: ходы, сделанные там, видны и здесь.',
  'game.conflict':
    'Партию изменили в другой вкладке раньше, чем сохранилось ваше последнее действие: на доске партия, как она сохранена там, а ваше последнее действие не сохранено.',
  'game.deletedElsewhere':
    'Эту партию удалили из ваших партий в другой вкладке. Она снова сохранится, как только вы продолжите игру.',

  'controls.title': 'Партия',
  'controls.newGame': 'Новая партия',
  'controls.analyse': 'Анализ',
  'controls.undoMove': 'Взять ход назад',
  'controls.undoSubMove': 'Взять назад подход',
  'controls.redoMove': 'Повторить ход',
  'controls.redoSubMove': 'Повторить подход',
  'controls.resign': 'Сдаться',
  'controls.offerDraw': 'Предложить ничью',
  'controls.start': 'Начать',
  'controls.cancel': 'Отмена',
  'controls.confirmResign': '{side} сдаются — верно?',
  'controls.drawOffer': '{side} предлагают ничью. {other}, согласны?',
  'controls.accept': 'Согласиться',
  'controls.decline': 'Отказаться',
  'controls.drawDeclined': '{side} отказываются от ничьей.',
  'computer.title': 'Компьютер',
  'computer.you': 'Вы',
  'computer.person': 'Игрок',
  'computer.playerLevel': 'Компьютер, {level}',
  'computer.level': 'уровень {level}',
  'computer.levelRandom': 'случайные ходы',
  'computer.levelGreedy': 'жадный',
  'computer.thinking': 'Компьютер ({side}) думает…',
  'computer.depth': 'глубина {depth}',
  'computer.playing': 'Компьютер ({side}) ходит…',
  'computer.moveNow': 'Ходи сейчас',
  'computer.hint': 'Подсказка',
  'computer.hinting': 'Ищу хороший ход…',
  'computer.hintText': 'Совет: {moves}',
  'computer.pause': 'Пауза',
  'computer.resume': 'Продолжить',
  'computer.paused': 'Пауза. Можно взять ходы назад или продолжить партию.',
  'computer.speed': 'Скорость',
  'computer.speedFast': 'Быстро',
  'computer.speedNormal': 'Обычно',
  'computer.speedSlow': 'Медленно',
  'computer.error': 'Компьютер не смог ответить: {error}',
  'computer.retry': 'Ещё раз',
  'newGame.title': 'Новая партия: {game}',
  'newGame.replace': 'Текущая партия будет заменена.',
  'newGame.opponent': 'Соперник',
  'newGame.humans': 'Двое игроков',
  'newGame.computer': 'Компьютер',
  'newGame.demo': 'Компьютер против компьютера',
  'newGame.online': 'Друг по сети',
  'newGame.onlineHint': '«Начать» создаёт партию и даёт ссылку, которую нужно отправить другу.',
  'newGame.side': 'Вы играете',
  'newGame.sideRandom': 'Случайно',
  'newGame.level': 'Уровень',
  'newGame.levelOf': '{side}: уровень',
  'newGame.board': 'Доска',
  'home.quickPlay': 'Играть в шахматы параллельных миров',
  'home.firstLesson': 'Первый урок',
  'home.playComputer': 'Играть с компьютером',

  'record.title': 'Запись и ссылка',
  'record.download': 'Скачать запись',
  'record.copy': 'Скопировать запись',
  'record.copied': 'Запись партии скопирована.',
  'record.openFile': 'Открыть файл записи',
  'record.paste': 'Вставить запись, FEN или ссылку',
  'record.pasteLabel': 'Запись партии, FEN или ссылка на партию',
  'record.pastePlaceholder': '[Game "plunder"] … или FEN, или https://…?game=…',
  'record.fenGame': 'Игра для FEN или записи без [Game]',
  'record.notation': 'Ходы записаны',
  'record.notation.canonical': 'в канонической нотации',
  'record.notation.san': 'как в списке ходов',
  'record.skipped': 'Из PGN опущено: {what}.',
  'record.moreKept':
    'Остальные партии из файла тоже сохранены в ваших партиях на главной странице ({count}).',
  'record.moreFailed': 'Остальные из файла ({count}) сохранить не удалось: {error}',
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
  'moves.lookingBack': 'Позиция после хода {n} из {total}. Доска только для просмотра.',
  'moves.lookingBackTurns':
    'Позиция после подхода {n} из {total} (ход {turn}). Доска только для просмотра.',
  'moves.lookingAtStart': 'Начальная позиция. Доска только для просмотра.',
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
  'rules.gallery': 'Фигуры по классам',
  'rules.class': 'Класс {n}',
  'rules.galleryNote':
    'Каждая фигура открывается в обозревателе фигур: поставьте её куда угодно и посмотрите, куда она ходит.',
  'rules.stack': 'Три доски, одна над другой.',
  'diagram.open': 'Открыть на доске',
  'diagram.open3d': 'Открыть на 3D-доске',
  'explore.title': 'Обозреватель фигур',
  'explore.link': 'Как она ходит',
  'notation.title': 'Нотация',
  'notation.link': 'Как записываются ходы',
  'notation.stored': 'в записи:',

  'page.board': 'Доска',
  'page.game': 'Партия',
  'page.boardView': 'Вид доски',
  'page.fullscreen': 'Во весь экран (F)',
  'page.exitFullscreen': 'Выйти из полноэкранного режима (F)',
  'draw.tools': 'Рисование',
  'draw.pen': 'Перо',
  'draw.penTitle':
    'Перо: проведите, чтобы нарисовать стрелку, коснитесь — круг (мышью: правой кнопкой)',
  'draw.green': 'Зелёный',
  'draw.red': 'Красный',
  'draw.blue': 'Синий',
  'draw.yellow': 'Жёлтый',
  'draw.clear': 'Стереть рисунок',
  'page.more': 'Ввод хода, запись и ссылки',
  'page.loading3d': 'Загружается 3D-доска…',
  'page.noWebgl': 'Этот браузер не умеет рисовать 3D (нет WebGL): вот плоская доска.',
  'page.3dStopped': '3D-доска остановилась ({reason}): партия продолжается на плоской доске.',
  'page.graphics.no-webgl': 'в этом браузере нет WebGL',
  'page.graphics.webgl-failed': 'WebGL не запустился',
  'page.graphics.context-lost': 'контекст WebGL потерян',
  'page.fromStart': 'Играть из начальной позиции',

  'turn.lookingBack': 'Просмотр партии',
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
  'input.placeholder': 'e4, Nf3, e2e4',
  'input.placeholderLevels': 'N1f3, 1e2-1e4',

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
  'over.timeout': 'по времени',
  'over.timeoutDraw': 'время вышло, но соперник не мог бы выиграть',
  'over.abandoned': '{side} покинули партию',
  'over.abandonedDraw': 'игрок ушёл, и оставшийся засчитал ничью',
  'over.aborted': 'партия отменена до первых ходов обеих сторон',
  'over.abortedTitle': 'Партия отменена',

  'announce.move': '{side}: {san}',
  'announce.gameOver': '{move}. Партия окончена: {reason}',
  'announce.undo': 'Ход взят назад',
  'announce.redo': 'Ход повторён',
  'announce.resign': '{side} сдаются',
  'announce.premoveDropped': 'Предварительный ход отменён: он больше невозможен',
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
  'announce.reason.timeout': 'время вышло',
  'announce.reason.abandoned': 'игрок покинул партию',
  'announce.reason.aborted': 'партия отменена',
  'announce.flag': '{side}: время вышло',
  'announce.abandoned': '{side} выиграли: соперник покинул партию',
  'announce.abandonedDraw': 'Ничья: игрок покинул партию',
  'announce.aborted': 'Партия отменена',
  'blind.title': 'Режим для экранного диктора',
  'blind.intro':
    'Введите команду или ход и нажмите Enter; h — список команд. Ходы и события объявляются, когда происходят.',
  'blind.command': 'Команда или ход',
  'blind.go': 'Ввод',
  'blind.tables': 'Доски в виде таблиц',
  'blind.help':
    'Команды: s и поле, горизонталь или вертикаль — прочитать их (s e4, s 4, s e); b — вся доска; p — фигуры (p N — кони белых, p n — чёрных, p белые, p чёрные); a и поле — кто его бьёт; t — ход; l — последний ход; c — часы; u — взять ход назад; h — эта справка. Всё остальное — ход: e2e4, Nf3, exd5.',
  'blind.helpLevels':
    'Команды: s и поле — прочитать его (s 2e4; s e4 — поле e4 на всех уровнях); s и горизонталь или вертикаль — на всех уровнях или на одном (s 4, s e, s 4 2); b и уровень — вся доска (b 2); p — фигуры по уровням (p N — кони белых, p n — чёрных, p белые, p чёрные); a и поле — кто его бьёт (a 1e4); t — ход: сделанные подходы, занятые уровни, можно ли закончить; l — последний ход; c — часы; u — взять назад последний подход; h — эта справка. Всё остальное — ход: 1e2-1e4, 1b1-2b1, Nf3, end.',
  'blind.unclear': '«{text}» — такой команды нет; h — список команд',
  'blind.empty': 'пусто',
  'blind.none': 'нет',
  'blind.rank': 'горизонталь {rank}',
  'blind.file': 'вертикаль {file}',
  'blind.onLevel': 'уровень {n}, {line}',
  'blind.line': '{where}: {men}',
  'blind.lineRest': '{where}: {men}; остальные поля пусты',
  'blind.lineEmpty': '{where}: всё пусто',
  'blind.emptyRanks': 'пустые горизонтали: {ranks}',
  'blind.column': '{square} на всех уровнях: {squares}',
  'blind.piecesOf': '{side}: {men}',
  'blind.piecesOfKind': '{side}, {piece}: {squares}',
  'blind.attackers': '{square}: бьют {whiteSide}: {white}; {blackSide}: {black}',
  'blind.noCapture': '{square}: на уровне {n} никто не бьёт',
  'blind.moveNumber': 'ход {n}',
  'blind.subMovesMade': 'сделаны подходы: {moves}',
  'blind.levels': 'занятые уровни: {used}; свободные: {open}',
  'blind.canEnd': 'можно закончить ход: end',
  'blind.noMoves': 'Ходов ещё не было',
  'blind.last': 'Последний ход, {side}: {moves}',
  'blind.running': 'идут часы: {side}',
  'blind.nothingToUndo': 'Нечего брать назад',
  'blind.move': '{man} {from} на {to}',
  'blind.capture': '{man} {from} бьёт на {to}: {captured}',
  'blind.drop': '{man}: сброс на {to}',
  'blind.pocketing': '{man} {from} уходит в карман',
  'blind.castle': 'рокировка, король {from} на {to}',
  'blind.endTurn': 'конец хода',
  'blind.became': 'превращается: {piece}',
  'blind.vest': 'надевает жилет: {vest}',
  'blind.vestUsed': 'силой жилета',
  'blind.check': 'шах',
  'blind.mate': 'мат',
  'settings.contrast': 'Контрастный интерфейс',
  'settings.screenReader': 'Режим для экранного диктора',
  'clock.of': 'Часы: {side}',
  'clock.pause': 'Остановить часы',
  'clock.resume': 'Пустить часы',
  'clock.paused': 'Пауза',
  'clock.label': 'Контроль времени',
  'clock.untimed': 'Без часов',
  'clock.custom': 'Свой',
  'clock.minutes': 'Минуты',
  'clock.seconds': 'Секунд за ход',
  'clock.delay': 'Задержка Бронштейна вместо добавления',
  'clock.control': '{minutes} мин + {seconds} с',
  'clock.controlDelay': '{minutes} мин, задержка {seconds} с',

  'choice.promotion.title': 'Превращение пешки',
  'choice.promotion.hint': 'Выберите фигуру, в которую она превратится.',
  'choice.mutation.title': 'В карман как…',
  'choice.mutation.hint':
    'Фигура мутирует, когда её снимают с доски: выберите, чем она станет в кармане.',
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
  'board.pocketTarget': 'сюда можно убрать выбранную фигуру',
  'board.pocketSelected': 'выбран',
  'square.man': '{piece} {side}',
  'square.vest': '{man} в жилете: {vest}',
  'square.white': 'белых',
  'square.black': 'чёрных',
  'square.selected': 'выбрано',
  'square.board': 'Доска',
  'square.levelBoard': 'Доска уровня {n} · {name}',
  'square.target': 'цель: {kind}',
  'target.move': 'ход',
  'target.capture': 'взятие',
  'target.level': 'на другой уровень',
  'target.castle': 'рокировка',
  'target.vest': 'ход жилета',
  'target.drop': 'фигура из кармана',
  'target.pocket': 'в карман',
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
  'piece.K.moves': 'Ходит на одно поле в любом направлении.',
  'piece.Q.moves': 'Ходит на любое расстояние по горизонталям, вертикалям и диагоналям.',
  'piece.R.moves': 'Ходит на любое расстояние по горизонталям и вертикалям.',
  'piece.B.moves': 'Ходит на любое расстояние по диагоналям.',
  'piece.N.moves':
    'Прыгает буквой «Г»: на два поля в одну сторону и на одно вбок, через любые фигуры.',
  'piece.P.moves':
    'Ходит на одно поле вперёд (с начальной горизонтали — на два); бьёт на одно поле по диагонали вперёд, в том числе на проходе.',
  'piece.I.moves':
    'Повторяет прыжок коня в одном направлении, пока поля, на которые он приземляется, пусты; может взять фигуру на первом занятом поле.',
  'piece.D.moves': 'Слон + король: ходит по диагоналям или на одно поле в любом направлении.',
  'piece.A.moves': 'Слон + конь: ходит по диагоналям или прыгает как конь.',
  'piece.G.moves':
    'Ладья + король: ходит по горизонталям и вертикалям или на одно поле в любом направлении.',
  'piece.M.moves': 'Ладья + конь: ходит по горизонталям и вертикалям или прыгает как конь.',
  'piece.U.moves': 'Слон + ночной всадник: ходит по диагоналям или повторяет прыжки коня.',
  'piece.V.moves':
    'Слон + конь + король: ходит по диагоналям, прыгает как конь или ходит на одно поле.',
  'piece.F.moves':
    'Ладья + ночной всадник: ходит по горизонталям и вертикалям или повторяет прыжки коня.',
  'piece.W.moves':
    'Ладья + конь + король: ходит по горизонталям и вертикалям, прыгает как конь или ходит на одно поле.',
  'piece.X.moves':
    'Слон + ночной всадник + король: ходит по диагоналям, повторяет прыжки коня или ходит на одно поле.',
  'piece.T.moves': 'Ферзь + конь: ходит по любым линиям или прыгает как конь.',
  'piece.H.moves':
    'Ладья + ночной всадник + король: ходит по горизонталям и вертикалям, повторяет прыжки коня или ходит на одно поле.',
  'piece.Z.moves': 'Ферзь + ночной всадник: ходит по любым линиям или повторяет прыжки коня.',
  'storage.no-indexeddb': 'в этом браузере нет IndexedDB (приватное окно или закрытый браузер)',
  'storage.storage-full': 'хранилище браузера заполнено: {detail}',
  'storage.storage-refused': 'браузер отказал: {detail}',
  'storage.not-json': 'это не JSON',
  'storage.not-an-object': 'это не объект',
  'storage.format': 'у неё формат {found}, а не {expected}',
  'storage.field': 'поле «{field}» отсутствует или неверно',
  'storage.record': 'её запись не воспроизводится: {problem}',
  'storage.game-mismatch': 'в ней указана игра «{says}», а запись — игры «{record}»',
  'storage.redo': 'недопустимый ход для повтора «{move}» ({index})',
  'storage.legacy-save': 'партия, сохранённая прежней версией: {problem}',
  'storage.earlier-reason': '{text}',
  'view3d.toolbar': 'Трёхмерный вид',
  'view3d.camera': 'Вид',
  'view3d.preset.white': 'Белые',
  'view3d.preset.black': 'Чёрные',
  'view3d.preset.three-quarter': '¾',
  'view3d.preset.map': 'Карта',
  'view3d.presetName.white': 'Белые: вид со стороны белых',
  'view3d.presetName.black': 'Чёрные: вид со стороны чёрных',
  'view3d.presetName.three-quarter': '¾: вид в три четверти',
  'view3d.presetName.map': 'Карта: три уровня рядом, сверху',
  'view3d.reset': 'Сброс',
  'view3d.focus': 'Уровень',
  'view3d.allLevels': 'Все',
  'view3d.focusLevel': 'Выделить уровень {n}',
  'view3d.levelName': 'Уровень {n}',
  'view3d.where': 'Уровень {n} · {square}',
  'view3d.gap': 'Зазор',
  'view3d.turnToMover': 'Поворот к ходящему',
  'view3d.canvas':
    'Три доски одна над другой в 3D. Щёлкните фигуру, чтобы увидеть её ходы, затем отмеченное поле; тяните, чтобы повернуть вид, колесо — масштаб.',
  'view3d.keyboard':
    'Клавиатура: стрелки двигают курсор, Page Up и Page Down меняют уровень, Enter или пробел выбирает поле, Escape отменяет выбор.',
  'look.head.pawn': 'шар пешки',
  'look.head.rook': 'башня (ходы по прямым)',
  'look.head.bishop': 'митра (ходы по диагоналям)',
  'look.head.queen': 'корона (ходы во все стороны)',
  'look.head.king': 'крест (один шаг)',
  'look.head.knight': 'конская голова (прыжок коня)',
  'look.hat.mitre': 'митра (ходы по диагоналям)',
  'look.hat.tower': 'шапка-башня (ходы по прямым)',
  'look.hat.crown': 'корона (ходы во все стороны)',
  'look.rider': 'полосы скорости (прыжок повторяется)',
  'look.super': 'значок с крестом (плюс шаг короля)',
  'card.look': 'Вид',
  'card.pocketClass': 'Карманный класс {n}.',
  'card.pawnPocket': 'Никогда не превращается ходом: уберите её в карман с последней горизонтали.',
  'card.vest':
    'Носит жилет «{vest}»: один раз может пойти и как {vest}; после этого жилет исчезает.',
  'card.kingLevels': 'Никогда не стоит на уровне 2 и никогда не меняет уровень.',
  'card.level2':
    'На уровне 2 ходит как ферзь и никогда не бьёт; может шагнуть прямо вверх или вниз на один уровень на пустое поле.',

  'game.parallel-worlds.name': 'Шахматы параллельных миров',
  'game.parallel-worlds.origin': 'Р. Уэйн Шмиттбергер, 1980-е',
  'game.parallel-worlds.tagline': 'Три доски одна над другой, до трёх подходов за ход',
  'game.parallel-worlds.description':
    'Три доски Шмиттбергера, поставленные одна над другой: у каждой стороны по армии в нижнем ' +
    'и в верхнем мире, а между ними — пустой мир, где любая фигура ходит как ферзь и никто ' +
    'не берёт. Ход состоит из одного–трёх подходов разными фигурами, и каждый заканчивается на ' +
    'своём уровне; фигуры поднимаются и спускаются на один уровень. Шаха нет: возьмите любого ' +
    'из королей противника — и партия ваша.',
  'game.pocket-mutation.name': 'Карманные шахматы с мутацией',
  'game.pocket-mutation.origin': 'Майк Нельсон, 2003',
  'game.pocket-mutation.tagline': 'Карман на одну фигуру и целый зверинец сказочных фигур',
  'game.pocket-mutation.description':
    'Карман Нельсона на одну фигуру: вместо хода уберите свою фигуру в карман, и она мутирует ' +
    'в другую фигуру своего класса, а на одном из следующих ходов поставьте её на любое пустое ' +
    'поле. Снятая с последней горизонтали, она переходит в следующий класс: пешки растут через ' +
    'коней и слонов до ночных всадников, амазонок и дальше. Рокировки нет, а пешка на последней ' +
    'горизонтали ждёт, пока карман её превратит.',
  'game.plunder.name': 'Шахматы с добычей',
  'game.plunder.origin': 'PlunderChess: шахматы с военной добычей',
  'game.plunder.tagline': 'Берите фигуру — и надевайте её силу',
  'game.plunder.description':
    'Взятие даёт жилет: бьющая фигура может надеть одноразовый жилет типа взятой фигуры или ' +
    'жилет, который был на ней. Один раз фигура в жилете может сходить так, как позволяет ' +
    'жилет, — слон прыгает конём, король скользит ладьёй, — и жилет исчезает. Всё остальное — ' +
    'шахматы: рокировка, взятие на проходе, превращение, шах и мат, причём жилеты тоже дают шах.',

  // Puzzle Storm (src/ui/storm; its other words: stormWords.ru.ts)
  'storm.title': 'Штурм задач',
  // Уроки (src/ui/learn)
  // The puzzle pages (src/ui/puzzle; their own words are puzzleWords.*.ts) and the home card
  'study.title': 'Студия',
  'puzzle.title': 'Задачи',
  'home.dailyTitle': 'Задача дня',
  'home.dailyText': 'Одна позиция для всех сегодня: найдите лучший ход.',
  'home.dailySolve': 'Решить',
  'home.morePuzzles': 'Ещё задачи',
  'learn.title': 'Уроки',
  'learn.lede':
    'Короткие уроки, у каждого одна цель, на настоящей доске. Решите урок без ошибок и подсказок — ' +
    'и получите три звезды; подсказка или «Покажите» помогут, если не выходит. Звёзды хранятся в этом браузере.',
  'learn.solved': 'Решено {solved} из {count}',
  'learn.lessonOf': 'Урок {n} из {count}',
  'learn.rule': 'Правило',
  'learn.task': 'Ваша цель',
  'learn.marked': 'Отмеченные поля: {squares}',
  'learn.moves': 'Ходов: {made} · три звезды — за {best}, без ошибок и подсказок',
  'learn.hint': 'Подсказка',
  'learn.showMe': 'Покажите',
  'learn.restart': 'Сначала',
  'learn.next': 'Следующий урок',
  'learn.all': 'Все уроки',
  'learn.done': 'Решено! Звёзд: {stars} из 3.',
  'learn.showing': 'Смотрите решение…',
  'learn.shown': 'Это было решение. Теперь попробуйте сами.',
  'learn.tryIt': 'Попробовать самому',
  'learn.replying': 'Противник отвечает…',
  'learn.wrong.not-the-move': 'Здесь нужен другой ход. Ход возвращён: посмотрите ещё раз.',
  'learn.wrong.lost': 'Так партия проиграна. Ход возвращён: попробуйте ещё раз.',
  'learn.wrong.goal-missed': 'Этот ход не достигает цели. Он возвращён: попробуйте ещё раз.',
  'learn.wrong.unreachable':
    'После этого подхода цели в этом ходе уже не достичь. Подход возвращён: попробуйте другой.',
  'learn.wrong.king-hangs':
    'После этого хода противник может взять одного из ваших королей. Ход возвращён: попробуйте ещё раз.',
  'learn.unknown': 'Урока «{id}» нет. Выберите один из этих:',
  'learn.starsLabel': 'Звёзд: {stars} из 3',

  // Редактор позиции (src/ui/editor)
  'editor.title': 'Редактор позиции',
  'editor.lede':
    'Выберите фигуру в палитре и щёлкайте по полям, чтобы её ставить; фигуру можно перетащить. Ластик очищает поле.',
  'editor.palette': 'Фигуры',
  'editor.eraser': 'Ластик',
  'editor.vest': 'Жилет для следующей фигуры',
  'editor.noVest': 'без жилета',
  'editor.pockets': 'Карманы',
  'editor.turn': 'Очередь хода',
  'editor.castling': 'Права на рокировку',
  'editor.enPassant': 'Взятие на проходе',
  'editor.castlingLevel': 'Уровень {n}',
  'editor.kingSide': '0-0',
  'editor.queenSide': '0-0-0',
  'editor.epTool': 'На проходе',
  'editor.epHint':
    'Щёлкните отмеченное на доске поле: пешка противника рядом с ним только что сделала двойной шаг.',
  'editor.epNone': 'нет',
  'editor.epNoCandidate':
    'невозможно: ни одна пешка стороны, которая не ходит, не могла только что сделать двойной шаг',
  'editor.clear': 'Очистить доску',
  'editor.start': 'Начальная позиция',
  'editor.play': 'Играть отсюда',
  'editor.copyFen': 'Копировать FEN',
  'editor.copyLink': 'Копировать ссылку',
  'editor.copied': 'Скопировано.',
  'editor.valid': 'Позиция допустима.',
  'editor.invalid': 'Это не позиция этой игры: {error}',
  'editor.refused': 'Отсюда играть нельзя: {error}. Ничего не изменено.',
  'editor.badFen': 'Этот FEN нельзя редактировать: {error}. Показана начальная позиция.',
  'editor.open': 'Редактировать позицию',
  // Presenter mode: the words outside its own chunk (src/ui/present/presentWords.ts)
  'present.title': 'Режим презентации',
  'present.playlistRefused': 'Список слайдов не загружен, на экране прежний. Что не так:',
  'present.addSlide': 'Добавить в слайды ведущего',
  'present.slideAdded': 'Добавлено слайдом {number} в список «{title}».',
  // Online play and following a board (src/ui/online, docs/online.md)
  'online.title': 'Игра по сети',
  'online.playFriend': 'Сыграть с другом по сети',
  'online.organise': 'Создать партию для двоих других',
  'follow.title': 'Следить за доской',
  'follow.letOthers': 'Дать другим следить',
};

type ProblemOf<C extends ProblemCode> = Extract<Problem, { code: C }>;

const RU_SIDE = ['белых', 'чёрных'] as const; // genitive: «король белых»
const RU_SIDE_NOM = ['белые', 'чёрные'] as const;
const ruLevel = (level: number | null): string => (level === null ? '' : ` на уровне ${level}`);
const ruWhere = (level: number | null, rank: number): string =>
  level === null ? `горизонталь ${rank}` : `уровень ${level}, горизонталь ${rank}`;
/** A game of the rules core by its Russian name, in guillemets: «Шахматы параллельных миров». */
const ruGame = (id: string): string =>
  `«${isGameId(id) ? ru[`game.${id}.name`] : (RU_RULES_ONLY_GAMES[id] ?? id)}»`;
/** Games of the rules core that the app does not offer (so not in its registry). */
const RU_RULES_ONLY_GAMES: Readonly<Record<string, string>> = { chess: 'Шахматы' };
const RU_REASON: Record<EndReason, string> = {
  checkmate: 'мат',
  'king-captured': 'король взят',
  stalemate: 'пат',
  'no-moves': 'ходов нет',
  'insufficient-material': 'недостаточно материала',
  'fifty-moves': 'правило 50 ходов',
  repetition: 'троекратное повторение',
};
const RU_FIELD: Record<FenField, string> = {
  board: 'расстановки',
  side: 'очерёдности хода',
  castling: 'рокировок',
  'en-passant': 'взятия на проходе',
  halfmove: 'счётчика полуходов',
  fullmove: 'номера хода',
};
const RU_EN_PASSANT: Record<EnPassantReason, (color: 0 | 1) => string> = {
  'queen-level': () => 'на этом уровне никто не ходит на два поля',
  rank: (color) => `это не та горизонталь, через которую проходит двойной ход ${RU_SIDE[color]}`,
  'not-empty': () => 'поля двойного хода заняты',
  'no-stepper': (color) =>
    `перед ним нет фигуры ${RU_SIDE[color]}, которая могла пойти на два поля`,
  'vest-used': () => 'фигура, сходившая на два поля, потратила пешечный жилет и не носит его',
  'king-attacked': () =>
    'король не может пройти на два поля через поле, которое бьёт пешка или пешечный жилет противника',
};

/**
 * The Russian wording of every problem the rules core reports (TypeScript forces one per code),
 * so that no English sentence of the rules core appears inside Russian text. The English is the
 * core's own `describeProblem`. Echoed input is quoted by the core's `quoteInput`.
 */
const RU_PROBLEMS: { [C in ProblemCode]: (problem: ProblemOf<C>) => string } = {
  'fen-whitespace': () => 'FEN: до и после FEN не должно быть пробелов и переводов строки',
  'fen-fields': (p) => `FEN: нужно 6 полей через одиночные пробелы, а их ${p.found}`,
  'fen-field-empty': (p) =>
    `FEN: поле ${RU_FIELD[p.field]} пустое${p.field === 'castling' || p.field === 'en-passant' ? " (если нет — пишется '-')" : ''}`,
  'pockets-missing': () => 'FEN: за доской должны стоять карманы в квадратных скобках, например []',
  'pockets-two': (p) =>
    `FEN: карманы ${quoteInput(`[${p.text}]`)}: в кармане ${RU_SIDE[p.color]} две фигуры`,
  'pockets-order': (p) =>
    `FEN: карманы ${quoteInput(`[${p.text}]`)}: фигура белых (заглавная) пишется перед фигурой чёрных`,
  'pockets-form': (p) =>
    `FEN: в карманах ${quoteInput(`[${p.text}]`)} может быть не больше одной фигуры у каждой стороны, сначала белая (заглавная)`,
  'pocket-piece': (p) => `FEN: неизвестная фигура ${quoteInput(p.letter)} в кармане`,
  'pocket-king': () => 'FEN: король не может лежать в кармане',
  'board-count': (p) =>
    p.expected > 1
      ? `FEN: нужно ${p.expected} доски через |, а их ${p.found}`
      : `FEN: нужна одна доска, а их ${p.found}`,
  'rank-count': (p) => `FEN: на доске${ruLevel(p.level)} ${p.found} горизонталей, а нужно 8`,
  'rank-two-digits': (p) => `FEN: ${ruWhere(p.level, p.rank)}: две цифры подряд`,
  'not-a-piece': (p) =>
    `FEN: ${quoteInput(p.letter)} — не фигура игры ${ruGame(p.game)} (${ruWhere(p.level, p.rank)})`,
  'vests-not-in-game': (p) =>
    `FEN: в игре ${ruGame(p.game)} нет жилетов (${ruWhere(p.level, p.rank)})`,
  'vest-form': (p) => `FEN: ${quoteInput(p.text)} — не фигура в жилете (горизонталь ${p.rank})`,
  'vest-adds-nothing': (p) =>
    `FEN: жилет ${p.vest} ничего не добавляет фигуре ${p.piece} (горизонталь ${p.rank})`,
  'rank-too-long': (p) => `FEN: ${ruWhere(p.level, p.rank)}: больше 8 вертикалей`,
  'rank-files': (p) => `FEN: ${ruWhere(p.level, p.rank)}: вертикалей ${p.files}, а нужно 8`,
  'pawn-rank': (p) =>
    `FEN: пешка на ${p.square}: в игре ${ruGame(p.game)} пешка ${RU_SIDE[p.color]} не может стоять на своей ${p.which === 'first' ? 'первой' : 'последней'} горизонтали`,
  'kings-count': (p) =>
    `FEN: у ${RU_SIDE[p.color]}${ruLevel(p.level)} должен быть ${p.expected === 1 ? 'ровно один король' : 'ни одного короля'}, а их ${p.found}`,
  side: (p) => `FEN: очередь хода — w или b, а не ${quoteInput(p.text)}`,
  'castling-not-in-game': (p) => `FEN: в игре ${ruGame(p.game)} нет рокировки`,
  'castling-levels-form': (p) =>
    `FEN: рокировки ${quoteInput(p.text)} пишутся по уровням, например 1KQkq3KQkq`,
  'castling-levels-order': (p) =>
    `FEN: в рокировках ${quoteInput(p.text)} каждый уровень называется один раз и по порядку, например 1KQkq3KQkq`,
  'castling-level': (p) => `FEN: рокировка на уровне ${p.level}, где никто не рокируется`,
  'castling-letter': (p) => `FEN: ${quoteInput(p.letter)} — не право рокировки`,
  'castling-twice': (p) => `FEN: право рокировки ${quoteInput(p.letter)} указано дважды`,
  'castling-order': (p) =>
    `FEN: права рокировки ${quoteInput(p.text)} должны стоять в порядке KQkq`,
  'castling-no-king': (p) =>
    `FEN: право рокировки ${quoteInput(p.letter)}, а короля нет на его поле${ruLevel(p.level)}`,
  'castling-no-rook': (p) =>
    `FEN: право рокировки ${quoteInput(p.letter)}, а ладьи нет на её поле${ruLevel(p.level)}`,
  'ep-not-a-square': (p) => `FEN: взятие на проходе ${quoteInput(p.text)} — не поле`,
  'ep-two-on-level': () => 'FEN: два поля взятия на проходе на одном уровне',
  'ep-impossible': (p) =>
    `FEN: поле взятия на проходе ${p.square}: ${RU_EN_PASSANT[p.reason](p.color)}`,
  halfmove: (p) => `FEN: счётчик полуходов — число ≥ 0, а не ${quoteInput(p.text)}`,
  fullmove: (p) => `FEN: номер хода — число ≥ 1, а не ${quoteInput(p.text)}`,
  'counter-too-large': (p) =>
    `FEN: ${p.field === 'halfmove' ? 'счётчик полуходов' : 'номер хода'} больше, чем бывает в партии (не больше ${p.max})`,
  'opponent-in-check': (p) =>
    `FEN: ${RU_SIDE_NOM[p.color]} под шахом, а ходят ${RU_SIDE_NOM[(p.color ^ 1) as 0 | 1]}`,
  'unknown-game': (p) => `нет игры ${quoteInput(p.id)}`,
  'illegal-move': (p) => `недопустимый ход ${quoteInput(p.text)}`,
  'game-over': (p) =>
    `недопустимый ход ${quoteInput(p.text)}: партия окончена (${RU_REASON[p.reason]})`,
  'not-a-legal-move': (p) => `${quoteInput(p.text)} — здесь не допустимый ход`,
  'ambiguous-move': (p) => `${quoteInput(p.text)} — неоднозначный ход: ${ruOrList(p.candidates)}`,
  'turn-not-in-game': (p) =>
    `позиция посреди хода бывает только в шахматах параллельных миров, а не в игре ${ruGame(p.game)}`,
  'turn-sub-move': (p) => `подход ${p.index} ${quoteInput(p.text)} недопустим в этом ходе`,
  'turn-ended': (p) =>
    `подход ${p.index} ${quoteInput(p.text)} завершает ход: вместо этого укажите FEN после него`,
  'record-tag': (p) => `Запись: не удаётся прочитать тег ${quoteInput(p.text)}`,
  'record-no-game': () => 'Запись: нет тега [Game "…"]',
  'record-unknown-game': (p) => `Запись: нет игры ${quoteInput(p.id)}`,
  'record-fen': (p) => `Запись: ${ruProblemText(p.problem)}`,
  'record-move': (p) => `Запись: недопустимый ход ${quoteInput(p.text)} (ход ${p.index})`,
  'record-ambiguous': (p) =>
    `Запись: ${quoteInput(p.text)} — неоднозначный ход: ${ruOrList(p.candidates)} (ход ${p.index})`,
  'record-empty': () => 'Запись: в ней нет ни одной партии',
  'record-in-file': (p) => `партия ${p.game}: ${ruProblemText(p.problem)}`,
  'record-pgn': (p) =>
    `Запись: PGN не читается${p.line === null ? '' : ` (строка ${p.line}, столбец ${p.column})`}: ${quoteInput(p.text)}`,
  'record-game-over': (p) =>
    `Запись: недопустимый ход ${quoteInput(p.text)} (ход ${p.index}): партия уже окончена`,
  'record-variation': (p) =>
    `Запись: вариант «( … )» не закрыт, закрыт дважды или открыт не после целого хода (ход ${p.index})`,
  'shape-unreadable': (p) =>
    `Рисунок: ${quoteInput(p.item)} — не стрелка и не круг (например, Ge2e4 или Re4)`,
  'shape-too-many': (p) => `Рисунок: ${p.item} — больше фигур, чем помещается на одной позиции`,
  'computer-to-move': () => 'сейчас ходит компьютер',
  'opponent-to-move': () => 'сейчас ходит соперник',
  text: (p) => p.text,
};

/** `a, b или c`: the candidates of an ambiguous move. */
function ruOrList(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} или ${items.at(-1)}`;
}

/** A problem reported by the rules core, in Russian. */
export const ruProblemText = (problem: Problem): string =>
  (RU_PROBLEMS[problem.code] as (p: Problem) => string)(problem);
