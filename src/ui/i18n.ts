/**
 * The interface in English and Russian: one dictionary per language with the same typed keys
 * (a Russian entry missing for an English key is a type error), `{name}` placeholders, and the
 * plural forms for counts (chosen by the browser's `Intl.PluralRules`). No i18n library: the app
 * has two languages and a few hundred strings, which a page of code covers, and it keeps the home
 * page's bundle small. Problems that the rules core reports (a FEN, record or move error) are codes with
 * parameters: `problemText` words them in the language shown.
 */
import {
  describeProblem,
  quoteInput,
  type EndReason,
  type EnPassantReason,
  type FenField,
  type Problem,
  type ProblemCode,
} from '../rules';
import { isGameId, type GameId } from './games';
import { useSettings, type Language } from '../game/settings';

const en = {
  'app.name': 'Parallel Worlds',
  'nav.site': 'Site',
  'nav.back': 'Back to games',
  'nav.settings': 'Settings',
  'nav.language': 'Language',
  'update.ready': 'Update ready',
  'update.reload': 'Reload',
  'update.later': 'Later',

  'home.eyebrow': 'Three chess variants · one board room',
  'home.lede':
    'Play three inventive relatives of chess in the browser: a battle across three stacked boards ' +
    'in 3D, a game of pockets and mutating fairy pieces, and a game in which every capture can ' +
    'dress the captor in the powers of its prey.',
  'home.games': 'Games',
  'home.continueTitle': 'Your games',
  'home.continue': 'Continue',
  'home.newGame': 'New game',
  'home.play3d': 'Play in 3D',
  'home.play2d': 'Play in 2D',
  'home.rules': 'Rules',
  'home.unknownGame': "There is no game called '{id}'. Choose one of these:",
  'home.badLink': 'That link cannot be opened: {error}. Choose one of these:',
  'home.footer':
    'Two players at one screen, or one against the computer. Your games are kept in this browser as you play.',

  'unit.moves': 'move|moves',
  'unit.turns': 'turn|turns',
  'unit.games': 'game|games',
  'unit.comments': 'comment|comments',
  'unit.annotations': 'annotation|annotations',
  'unit.variations': 'variation|variations',

  'library.against': 'against {opponent}',
  'library.inProgress': 'in progress',
  'library.when': 'last played {when}',
  'library.exportAll': 'Download all games',
  'library.unavailable':
    'This browser cannot keep games ({error}). Games can still be played: download a record to keep one.',
  'library.setAside':
    '{count} kept in this browser could not be read and were set aside ({errors}). Their data is kept here until you remove it: download it to keep a copy.',
  'library.downloadSetAside': 'Download what was set aside',
  'library.clearSetAside': 'Remove it',
  'library.failed': 'That did not work: {error}',
  'library.changedElsewhere': 'That game was changed in another tab meanwhile: try again.',
  'library.deleted': '“{name}” was deleted.',
  'library.undo': 'Undo',
  'library.showAll': 'Show all {count}',
  'library.showRecent': 'Show the recent ones only',
  'library.nameLabel': 'Name of the game',
  'library.saveName': 'Save name',
  'library.continueGame': 'Continue {name}',
  'library.rename': 'Rename',
  'library.renameGame': 'Rename {name}',
  'library.delete': 'Delete',
  'library.deleteGame': 'Delete {name}',

  'part.failed': 'Something went wrong in {part}: {error}. The rest of the app still works.',
  'part.retry': 'Try again',
  'part.page': 'this page',
  'part.library': 'the list of your games',
  'part.controls': 'the game controls',
  'part.moveList': 'the move list',
  'part.record': 'the record panel',
  'part.computer': 'the computer panel',
  'part.board': 'the board',
  'part.turn': 'the turn panel',
  'part.moveInput': 'the typed-move box',

  'save.new': 'Kept in this browser from the first move',
  'save.saving': 'Saving…',
  'save.saved': 'Saved in this browser',
  'save.failed': 'Not saved',

  'side.white': 'White',
  'side.black': 'Black',

  'game.opening': 'Opening the game…',
  'game.restoreFailed':
    'This saved game could not be read, so a new game has started; the damaged one was set aside ({error}).',
  'game.saveFailed':
    'This game could not be saved in this browser ({error}). You can go on playing, but it is lost when this page closes: download its record to keep it.',
  'game.openElsewhere': 'This game is also open in another tab: moves made there show here too.',
  'game.conflict':
    'This game was changed in another tab before your last change was saved: the board shows the game as saved there, and your last change was not kept.',
  'game.deletedElsewhere':
    'This game was deleted from your games in another tab. It is kept again as soon as you go on playing.',

  'controls.title': 'Game',
  'controls.newGame': 'New game',
  'controls.undoMove': 'Take back move',
  'controls.undoSubMove': 'Take back sub-move',
  'controls.redoMove': 'Replay move',
  'controls.redoSubMove': 'Replay sub-move',
  'controls.resign': 'Resign',
  'controls.offerDraw': 'Offer a draw',
  'controls.start': 'Start',
  'controls.cancel': 'Cancel',
  'controls.confirmResign': '{side} resigns: is that right?',
  'controls.drawOffer': '{side} offers a draw. {other}, do you accept?',
  'controls.accept': 'Accept',
  'controls.decline': 'Decline',
  'controls.drawDeclined': '{side} declines the draw.',
  'computer.title': 'Computer',
  'computer.you': 'You',
  'computer.person': 'Player',
  'computer.playerLevel': 'Computer, {level}',
  'computer.level': 'level {level}',
  'computer.levelRandom': 'random moves',
  'computer.levelGreedy': 'greedy',
  'computer.thinking': 'The computer ({side}) is thinking…',
  'computer.depth': 'depth {depth}',
  'computer.playing': 'The computer ({side}) is moving…',
  'computer.moveNow': 'Move now',
  'computer.hint': 'Hint',
  'computer.hinting': 'Looking for a good move…',
  'computer.hintText': 'Suggestion: {moves}',
  'computer.pause': 'Pause',
  'computer.resume': 'Resume',
  'computer.paused': 'Paused. Take back moves or resume the game.',
  'computer.speed': 'Speed',
  'computer.speedFast': 'Fast',
  'computer.speedNormal': 'Normal',
  'computer.speedSlow': 'Slow',
  'computer.error': 'The computer could not answer: {error}',
  'computer.retry': 'Try again',
  'newGame.title': 'New game of {game}',
  'newGame.replace': 'The game in progress will be replaced.',
  'newGame.opponent': 'Opponent',
  'newGame.humans': 'Two players',
  'newGame.computer': 'Computer',
  'newGame.demo': 'Computer vs computer',
  'newGame.side': 'You play',
  'newGame.sideRandom': 'Random',
  'newGame.level': 'Level',
  'newGame.levelOf': '{side}: level',
  'newGame.board': 'Board',
  'home.playComputer': 'Play the computer',

  'record.title': 'Record and sharing',
  'record.download': 'Download record',
  'record.copy': 'Copy record',
  'record.copied': 'The record is on the clipboard.',
  'record.openFile': 'Open a record file',
  'record.paste': 'Paste a record, a FEN or a link',
  'record.pasteLabel': 'A game record, a FEN or a link to a game',
  'record.pastePlaceholder': '[Game "plunder"] … or a FEN, or https://…?game=…',
  'record.fenGame': 'Game of a FEN, or of a record without [Game]',
  'record.notation': 'Moves written',
  'record.notation.canonical': 'in canonical notation',
  'record.notation.san': 'as in the move list',
  'record.skipped': 'Left out of the PGN: {what}.',
  'record.moreKept':
    'The file’s other games are kept in your games on the home page too ({count}).',
  'record.moreFailed': 'The file’s other games ({count}) could not be kept: {error}',
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
  'moves.lookingBackTurns':
    'Looking back: the position after sub-move {n} of {total} (turn {turn}). The board is read-only.',
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
  'rules.gallery': 'The pieces by class',
  'rules.class': 'Class {n}',
  'rules.galleryNote':
    'Each piece opens in the piece explorer: put it anywhere and see where it can go.',
  'rules.stack': 'The three boards, one above the other.',
  'diagram.open': 'Open on the board',
  'diagram.open3d': 'Open on the 3D board',
  'explore.title': 'Piece explorer',
  'explore.link': 'Explore how it moves',
  'notation.title': 'Notation',
  'notation.link': 'How moves are written',
  'notation.stored': 'stored as',

  'page.board': 'Board',
  'page.game': 'Game',
  'page.boardView': 'Board view',
  'page.fullscreen': 'Full screen (F)',
  'page.exitFullscreen': 'Leave full screen (F)',
  'draw.tools': 'Drawing',
  'draw.pen': 'Pen',
  'draw.penTitle':
    'Pen: drag to draw an arrow, tap for a circle (with a mouse: right-drag, right-click)',
  'draw.green': 'Green',
  'draw.red': 'Red',
  'draw.blue': 'Blue',
  'draw.yellow': 'Yellow',
  'draw.clear': 'Clear drawing',
  'page.more': 'Typed move, record and sharing',
  'page.loading3d': 'Loading the 3D board…',
  'page.noWebgl': 'This browser cannot draw 3D (no WebGL): here is the flat board.',
  'page.3dStopped': 'The 3D board stopped ({reason}): the game goes on on the flat board.',
  'page.graphics.no-webgl': 'WebGL is not available in this browser',
  'page.graphics.webgl-failed': 'WebGL could not start',
  'page.graphics.context-lost': 'the WebGL context was lost',
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
  'input.placeholder': 'e4, Nf3, e2e4',
  'input.placeholderLevels': 'N1f3, 1e2-1e4',

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
  'board.pocketTarget': 'lift the selected man here',
  'board.pocketSelected': 'selected',
  'square.man': '{side} {piece}',
  'square.vest': '{man} wearing a {vest} vest',
  'square.white': 'white',
  'square.black': 'black',
  'square.selected': 'selected',
  'square.board': 'Board',
  'square.levelBoard': 'Level {n} · {name} board',
  'square.target': 'target: {kind}',
  'target.move': 'move',
  'target.capture': 'capture',
  'target.level': 'level',
  'target.castle': 'castle',
  'target.vest': 'vest',
  'target.drop': 'drop',
  'target.pocket': 'pocket',
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
  'piece.K.moves': 'Steps one square in any direction.',
  'piece.Q.moves': 'Slides any distance along ranks, files and diagonals.',
  'piece.R.moves': 'Slides any distance along ranks and files.',
  'piece.B.moves': 'Slides any distance along diagonals.',
  'piece.N.moves': 'Leaps in an L: two squares one way and one across, over anything between.',
  'piece.P.moves':
    'Steps one square forward (two from its second rank); captures one square diagonally forward, also en passant.',
  'piece.I.moves':
    'Repeats a knight leap in one direction while the squares it lands on are empty; may capture on the first occupied one.',
  'piece.D.moves': 'Bishop + king: slides diagonally, or steps one square in any direction.',
  'piece.A.moves': 'Bishop + knight: slides diagonally, or leaps like a knight.',
  'piece.G.moves':
    'Rook + king: slides along ranks and files, or steps one square in any direction.',
  'piece.M.moves': 'Rook + knight: slides along ranks and files, or leaps like a knight.',
  'piece.U.moves': 'Bishop + nightrider: slides diagonally, or rides repeated knight leaps.',
  'piece.V.moves': 'Bishop + knight + king: slides diagonally, leaps like a knight, or steps once.',
  'piece.F.moves':
    'Rook + nightrider: slides along ranks and files, or rides repeated knight leaps.',
  'piece.W.moves':
    'Rook + knight + king: slides along ranks and files, leaps like a knight, or steps once.',
  'piece.X.moves':
    'Bishop + nightrider + king: slides diagonally, rides knight leaps, or steps once.',
  'piece.T.moves': 'Queen + knight: slides any way along lines, or leaps like a knight.',
  'piece.H.moves':
    'Rook + nightrider + king: slides along ranks and files, rides knight leaps, or steps once.',
  'piece.Z.moves':
    'Queen + nightrider: slides any way along lines, or rides repeated knight leaps.',
  // Why the library cannot keep or read a game (game/storageProblems.ts; ui/storageProblemText.ts)
  'storage.no-indexeddb':
    'this browser has no IndexedDB (a private window or a locked-down browser)',
  'storage.storage-full': 'the browser’s storage is full: {detail}',
  'storage.storage-refused': 'the browser refused: {detail}',
  'storage.not-json': 'it is not valid JSON',
  'storage.not-an-object': 'it is not an object',
  'storage.format': 'it has format {found}, not {expected}',
  'storage.field': "'{field}' is missing or wrong",
  'storage.record': 'its record cannot be replayed: {problem}',
  'storage.game-mismatch': "it says '{says}' but its record is '{record}'",
  'storage.redo': "illegal move to redo '{move}' ({index})",
  'storage.legacy-save': 'the saved game of an earlier version: {problem}',
  'storage.earlier-reason': '{text}',
  // The 3D view's words (src/view3d; handed in by ui/view3dWords.ts)
  'view3d.toolbar': '3D view',
  'view3d.camera': 'View',
  'view3d.preset.white': 'White',
  'view3d.preset.black': 'Black',
  'view3d.preset.three-quarter': '¾',
  'view3d.preset.map': 'Map',
  'view3d.presetName.white': 'White: view from White’s side',
  'view3d.presetName.black': 'Black: view from Black’s side',
  'view3d.presetName.three-quarter': '¾: three-quarter view',
  'view3d.presetName.map': 'Map: the three levels side by side, from above',
  'view3d.reset': 'Reset',
  'view3d.focus': 'Level',
  'view3d.allLevels': 'All',
  'view3d.focusLevel': 'Focus level {n}',
  'view3d.levelName': 'Level {n}',
  'view3d.where': 'Level {n} · {square}',
  'view3d.gap': 'Gap',
  'view3d.turnToMover': 'Turn to mover',
  'view3d.canvas':
    'Three boards stacked in 3D. Click a man to see its moves, then a marked square to move; drag to turn the view, scroll to zoom.',
  // The piece card (view2d/PieceTooltip): how a man's look reads, and the lines a game adds
  'look.head.pawn': 'pawn ball',
  'look.head.rook': 'tower (straight slides)',
  'look.head.bishop': 'mitre (diagonal slides)',
  'look.head.queen': 'crown (slides every way)',
  'look.head.king': 'cross (one step)',
  'look.head.knight': 'horse (knight leap)',
  'look.hat.mitre': 'mitre (diagonal slides)',
  'look.hat.tower': 'tower cap (straight slides)',
  'look.hat.crown': 'crown (slides every way)',
  'look.rider': 'streaks (the leap repeats)',
  'look.super': 'cross badge (plus a king step)',
  'card.look': 'Look',
  'card.pocketClass': 'Pocket class {n}.',
  'card.pawnPocket': 'Never promotes by moving: pocket it from the last rank.',
  'card.vest': 'Wears a {vest} vest: once, it may also move as a {vest}; then the vest is gone.',
  'card.kingLevels': 'Never stands on level 2 and never changes level.',
  'card.level2':
    'On level 2 it moves like a queen and never captures; it may step straight up or down one level onto an empty square.',

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

  // The lessons (src/ui/learn)
  'learn.title': 'Learn',
  'learn.lede':
    'Short lessons, each with one goal, played on the real board. Solve a lesson in few moves ' +
    'for three stars; a hint or "Show me" helps when you are stuck. Your stars stay in this browser.',
  'learn.solved': '{solved} of {count} solved',
  'learn.lessonOf': 'Lesson {n} of {count}',
  'learn.rule': 'The rule',
  'learn.task': 'Your goal',
  'learn.marked': 'Marked squares: {squares}',
  'learn.moves': 'Moves: {made} · three stars in {best}',
  'learn.hint': 'Hint',
  'learn.showMe': 'Show me',
  'learn.restart': 'Start again',
  'learn.next': 'Next lesson',
  'learn.all': 'All lessons',
  'learn.done': 'Solved! {stars} of 3 stars.',
  'learn.showing': 'Watch the solution…',
  'learn.shown': 'That was the solution. Now try it yourself.',
  'learn.tryIt': 'Try it yourself',
  'learn.replying': 'The other side replies…',
  'learn.wrong.not-the-move': 'Not that move here. It has been taken back: look again.',
  'learn.wrong.lost': 'That loses the game. It has been taken back: try again.',
  'learn.wrong.goal-missed':
    'That turn does not reach the goal. It has been taken back: try again.',
  'learn.wrong.king-hangs':
    'After that turn the other side could take one of your kings. It has been taken back: try again.',
  'learn.unknown': "There is no lesson called '{id}'. Choose one of these:",
  'learn.starsLabel': '{stars} of 3 stars',

  // The position editor (src/ui/editor)
  'editor.title': 'Position editor',
  'editor.lede':
    'Pick a man in the palette, then click squares to place it; drag a man to move it. The eraser empties a square.',
  'editor.palette': 'Pieces',
  'editor.eraser': 'Eraser',
  'editor.vest': 'Vest for the next man',
  'editor.noVest': 'no vest',
  'editor.pockets': 'Pockets',
  'editor.turn': 'Side to move',
  'editor.castling': 'Castling rights',
  'editor.enPassant': 'En passant',
  'editor.clear': 'Clear board',
  'editor.start': 'Start position',
  'editor.play': 'Play from here',
  'editor.copyFen': 'Copy FEN',
  'editor.copyLink': 'Copy link',
  'editor.copied': 'Copied.',
  'editor.valid': 'A legal position.',
  'editor.invalid': 'Not a position of this game: {error}',
  'editor.refused': 'Cannot play from here: {error}. Nothing was changed.',
  'editor.badFen': 'That FEN cannot be edited: {error}. The start position is shown instead.',
  'editor.open': 'Edit position',
  // Presenter mode: the words outside its own chunk (src/ui/present/presentWords.ts)
  'present.title': 'Presenter mode',
  'present.playlistRefused':
    'That playlist was not loaded; the one on screen stays. What is wrong:',
  'present.addSlide': 'Add to the presenter’s playlist',
  'present.slideAdded': 'Added as slide {number} of the playlist “{title}”.',
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
  'update.ready': 'Готово обновление',
  'update.reload': 'Перезагрузить',
  'update.later': 'Позже',

  'home.eyebrow': 'Три варианта шахмат · один игровой зал',
  'home.lede':
    'Три изобретательных родственника шахмат прямо в браузере: битва на трёх досках, ' +
    'поставленных одна над другой, в 3D; игра с карманом и превращением в сказочные фигуры; ' +
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
    'Двое игроков у одного экрана или один против компьютера. Партии сохраняются в этом браузере по ходу игры.',

  'unit.moves': 'ход|хода|ходов',
  'unit.turns': 'ход|хода|ходов',
  'unit.games': 'партия|партии|партий',
  'unit.comments': 'комментарий|комментария|комментариев',
  'unit.annotations': 'пометка|пометки|пометок',
  'unit.variations': 'вариант|варианта|вариантов',

  'library.against': 'против {opponent}',
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
  'library.delete': 'Удалить',
  'library.deleteGame': 'Удалить: {name}',

  'part.failed': 'Сбой в части «{part}»: {error}. Остальное приложение работает.',
  'part.retry': 'Попробовать снова',
  'part.page': 'страница',
  'part.library': 'список ваших партий',
  'part.controls': 'управление партией',
  'part.moveList': 'список ходов',
  'part.record': 'запись партии',
  'part.computer': 'панель компьютера',
  'part.board': 'доска',
  'part.turn': 'панель хода',
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
  'newGame.side': 'Вы играете',
  'newGame.sideRandom': 'Случайно',
  'newGame.level': 'Уровень',
  'newGame.levelOf': '{side}: уровень',
  'newGame.board': 'Доска',
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
  'moves.lookingBack': 'Просмотр: позиция после хода {n} из {total}. Доска только для просмотра.',
  'moves.lookingBackTurns':
    'Просмотр: позиция после подхода {n} из {total} (ход {turn}). Доска только для просмотра.',
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

  // Уроки (src/ui/learn)
  'learn.title': 'Уроки',
  'learn.lede':
    'Короткие уроки, у каждого одна цель, на настоящей доске. Решите урок за малое число ходов — ' +
    'и получите три звезды; подсказка или «Покажите» помогут, если не выходит. Звёзды хранятся в этом браузере.',
  'learn.solved': 'Решено {solved} из {count}',
  'learn.lessonOf': 'Урок {n} из {count}',
  'learn.rule': 'Правило',
  'learn.task': 'Ваша цель',
  'learn.marked': 'Отмеченные поля: {squares}',
  'learn.moves': 'Ходов: {made} · три звезды — за {best}',
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
};

const DICTIONARIES: Record<Language, Record<MessageKey, string>> = { en, ru };

export type MessageParams = Record<string, string | number>;

/** The message `key` in `language`, with `{name}` placeholders filled from `params`. */
export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return fillPlaceholders(DICTIONARIES[language][key], params);
}

/** A text with its `{name}` placeholders filled from `params` (unknown names stay as written). */
export function fillPlaceholders(text: string, params?: MessageParams): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The plural categories of each language in the order a `unit.*` entry lists its forms. */
const PLURAL_FORMS: Record<Language, readonly Intl.LDMLPluralRule[]> = {
  en: ['one', 'other'],
  ru: ['one', 'few', 'many'],
};
const PLURAL_RULES: Record<Language, Intl.PluralRules> = {
  en: new Intl.PluralRules('en'),
  ru: new Intl.PluralRules('ru'),
};

/**
 * Which plural form a whole count takes (the language's CLDR rule, `Intl.PluralRules`): English
 * one/other; Russian one/few/many.
 */
export function pluralIndex(language: Language, count: number): number {
  const forms = PLURAL_FORMS[language];
  const index = forms.indexOf(PLURAL_RULES[language].select(Math.abs(Math.trunc(count))));
  return index < 0 ? forms.length - 1 : index;
}

/** A count with its noun, from a `unit.*` key whose forms are separated by `|`: '3 хода'. */
export function countOf(
  language: Language,
  key: Extract<MessageKey, `unit.${string}`>,
  count: number,
): string {
  return countIn(language, DICTIONARIES[language][key], count);
}

/** A count with its noun from forms separated by `|` (`'поле|поля|полей'`): '3 поля'. */
export function countIn(language: Language, forms: string, count: number): string {
  const form = forms.split('|');
  return `${count} ${form[Math.min(pluralIndex(language, count), form.length - 1)]}`;
}

/** A game's name, origin, tagline or description in `language`. */
export function gameText(
  language: Language,
  game: GameId,
  field: 'name' | 'origin' | 'tagline' | 'description',
): string {
  return translate(language, `game.${game}.${field}`);
}

type ProblemOf<C extends ProblemCode> = Extract<Problem, { code: C }>;

const RU_SIDE = ['белых', 'чёрных'] as const; // genitive: «король белых»
const RU_SIDE_NOM = ['белые', 'чёрные'] as const;
const ruLevel = (level: number | null): string => (level === null ? '' : ` на уровне ${level}`);
const ruWhere = (level: number | null, rank: number): string =>
  level === null ? `горизонталь ${rank}` : `уровень ${level}, горизонталь ${rank}`;
/** A game of the rules core by its Russian name, in guillemets: «Шахматы параллельных миров». */
const ruGame = (id: string): string =>
  `«${isGameId(id) ? gameText('ru', id, 'name') : (RU_RULES_ONLY_GAMES[id] ?? id)}»`;
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
  'turn-sub-move': (p) => `полуход ${p.index} ${quoteInput(p.text)} недопустим в этом ходе`,
  'turn-ended': (p) =>
    `полуход ${p.index} ${quoteInput(p.text)} завершает ход: вместо этого укажите FEN после него`,
  'record-tag': (p) => `Запись: не удаётся прочитать тег ${quoteInput(p.text)}`,
  'record-no-game': () => 'Запись: нет тега [Game "…"]',
  'record-unknown-game': (p) => `Запись: нет игры ${quoteInput(p.id)}`,
  'record-fen': (p) => `Запись: ${problemText('ru', p.problem)}`,
  'record-move': (p) => `Запись: недопустимый ход ${quoteInput(p.text)} (ход ${p.index})`,
  'record-ambiguous': (p) =>
    `Запись: ${quoteInput(p.text)} — неоднозначный ход: ${ruOrList(p.candidates)} (ход ${p.index})`,
  'record-empty': () => 'Запись: в ней нет ни одной партии',
  'record-in-file': (p) => `партия ${p.game}: ${problemText('ru', p.problem)}`,
  'record-pgn': (p) =>
    `Запись: PGN не читается${p.line === null ? '' : ` (строка ${p.line}, столбец ${p.column})`}: ${quoteInput(p.text)}`,
  'record-game-over': (p) =>
    `Запись: недопустимый ход ${quoteInput(p.text)} (ход ${p.index}): партия уже окончена`,
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

/** A problem reported by the rules core, in `language`. */
export function problemText(language: Language, problem: Problem): string {
  if (language === 'en') return describeProblem(problem);
  return (RU_PROBLEMS[problem.code] as (p: Problem) => string)(problem);
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
