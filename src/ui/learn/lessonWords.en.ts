/**
 * The lessons' words in English: each lesson's title, its rule (a sentence or two), its task and
 * its hints, keyed by the lesson's id (`pw-middle-level.title`, `.rule`, `.task`, `.hint.1` …,
 * as many hints as the lesson counts). The lessons themselves are data in the game layer
 * (src/game/lessons/*Course.ts), which holds no words; the Russian is lessonWords.ru.ts, typed by
 * these keys. Read through lessonText.ts. The `study.*` words are the learn page's for copying
 * the lessons as a study (lessonStudies.ts); the copy itself is worded from these catalogues.
 */
export const en = {
  // Parallel worlds chess (src/game/lessons/parallelWorldsCourse.ts)
  'pw-levels-1-3.title': 'Levels 1 and 3 are chessboards',
  'pw-levels-1-3.rule':
    'On the bottom and top boards men move and capture as in chess. One turn may use both boards.',
  'pw-levels-1-3.task': 'Bring the knight to 1f3 and take the black knight on 3h6 with the rook.',
  'pw-levels-1-3.hint.1': 'The knight leaps as usual: g1 to f3.',
  'pw-levels-1-3.hint.2': 'The rook slides up the h-file of level 3.',
  'pw-king-capture.title': 'Capturing a king wins',
  'pw-king-capture.rule':
    'There is no check. Whoever captures either enemy king wins at once, even in the middle of a turn.',
  'pw-king-capture.task': 'Take the black king on level 3.',
  'pw-king-capture.hint.1': 'The queen sees the king along the d-file.',
  'pw-middle-level.title': 'The middle level',
  'pw-middle-level.rule':
    'On level 2 every man, a pawn too, moves like a queen. Nothing is captured there and a pawn does not promote there.',
  'pw-middle-level.task': 'Send the pawn on 2c1 to the marked square 2h6 in one move.',
  'pw-middle-level.hint.1': 'Like a queen: along the diagonal c1–h6.',
  'pw-middle-level.hint.2': 'The black knight cannot be taken here, so go round it.',
  'pw-between-levels.title': 'Stepping up and down',
  'pw-between-levels.rule':
    'Any man but a king may step straight up or down one level, onto the same square of the next board, if it is empty. Such a step never captures.',
  'pw-between-levels.task':
    'Step the knight down to 1d4 and the rook up to 3a5 (the squares above the knight and below the rook are taken).',
  'pw-between-levels.hint.1': 'Select the knight: the cyan mark below it is the step down.',
  'pw-three-levels.title': 'A turn on three levels',
  'pw-three-levels.rule':
    'A turn is up to three sub-moves, each by a different man, each ending on a different level.',
  'pw-three-levels.task': 'Play a full turn: one sub-move ending on each of the three levels.',
  'pw-three-levels.hint.1': 'A level turns grey in the turn panel once a sub-move has ended there.',
  'pw-first-turn.title': "White's short first turn",
  'pw-first-turn.rule':
    "White's very first turn of the game has at most two sub-moves; every later turn may have three.",
  'pw-first-turn.task': 'Open the game with two sub-moves on two levels.',
  'pw-first-turn.hint.1': 'For example e4 on level 1 and d4 on level 3.',
  'pw-end-early.title': 'Ending a turn early',
  'pw-end-early.rule':
    'After one sub-move you may end the turn: press "End turn". You never have to use all three.',
  'pw-end-early.task': 'Take the black rook with the queen, then end the turn at once.',
  'pw-end-early.hint.1': 'The "End turn" button is in the turn panel.',
  'pw-promotion-from-2.title': 'Promotion from level 2',
  'pw-promotion-from-2.rule':
    'A pawn that steps from level 2 onto its last rank of level 1 or 3 promotes at once.',
  'pw-promotion-from-2.task': 'Step the pawn on 2e8 up to level 3 and make it a queen.',
  'pw-promotion-from-2.hint.1': 'On level 2 it stays a pawn; the promotion comes with the step.',
  'pw-first-rank-pawn.title': 'The first-rank pawn',
  'pw-first-rank-pawn.rule':
    'A pawn that came down onto its first rank steps one square at a time until it reaches its second rank.',
  'pw-first-rank-pawn.task':
    'Bring the pawn on 1c1 to 1c3. End each turn after the pawn has moved.',
  'pw-first-rank-pawn.hint.1': 'From c1 the pawn cannot jump two squares.',
  'pw-first-rank-pawn.hint.2': 'One step, end the turn, then the next step.',
  'pw-castling.title': 'Castling on each level',
  'pw-castling.rule':
    'Each of levels 1 and 3 has its own castling rights. Castling is one sub-move that ends on that level.',
  'pw-castling.task': 'Castle short on level 1 and long on level 3, in one turn.',
  'pw-castling.hint.1': 'Pick the king: the gold frame is castling.',
  'pw-en-passant.title': 'En passant on each level',
  'pw-en-passant.rule':
    'A double step on level 1 or 3 gives an en passant right on that level for the next turn. Two double steps give two rights.',
  'pw-en-passant.task': 'Black has just double-stepped on both levels. Take en passant on both.',
  'pw-en-passant.hint.1': 'The pawn captures onto the square the black pawn passed.',
  'pw-discovered-attack.title': 'A discovered attack across levels',
  'pw-discovered-attack.rule':
    'Stepping a man to another level clears its square; a later sub-move of the same turn may use the open line.',
  'pw-discovered-attack.task':
    'Your knight blocks the rook. Clear the a-file and take the black king on level 1.',
  'pw-discovered-attack.hint.1': 'The knight may step up to 2a4.',
  'pw-discovered-attack.hint.2': 'Then the rook runs to 1a8.',
  'pw-guard-kings.title': 'Guard your own kings',
  'pw-guard-kings.rule':
    'A move that leaves your king attacked is legal, so nobody warns you: watch both of your kings.',
  'pw-guard-kings.task':
    'Both of your kings are attacked. Make a turn after which Black cannot take either.',
  'pw-guard-kings.hint.1': 'The rook attacks 1e1 along the e-file.',
  'pw-guard-kings.hint.2': 'The bishop attacks 3e1 along the diagonal from a5.',
  // Pocket mutation chess (pocketMutationCourse.ts)
  'pm-pocket.title': 'The pocket',
  'pm-pocket.rule':
    'Instead of moving, you may lift one of your men (not the king) into your empty pocket.',
  'pm-pocket.task': 'Put the knight into your pocket: press the knight, then your pocket.',
  'pm-pocket.hint.1': 'Your pocket stands beside the board.',
  'pm-mutation.title': 'Mutation within a class',
  'pm-mutation.rule':
    'On its way into the pocket a man may change into any piece of its own class: a rook into a nightrider or a super bishop.',
  'pm-mutation.task': 'Pocket the rook and turn it into a nightrider (I).',
  'pm-mutation.hint.1': 'The dialog offers the pieces of the rook’s class.',
  'pm-promotion.title': 'Pawns promote in the pocket',
  'pm-promotion.rule':
    'A pawn never promotes by moving. On the last rank it waits; pocketed from there it becomes a piece of the next class (knight or bishop).',
  'pm-promotion.task': 'Move the pawn to a8, then pocket it as a knight or a bishop.',
  'pm-promotion.hint.1': 'On a8 the pawn stays a pawn until it is pocketed.',
  'pm-drop.title': 'Drops',
  'pm-drop.rule':
    'A pocketed piece can be dropped on any empty square except your last rank, and a drop may give mate.',
  'pm-drop.task': 'Drop your queen to mate.',
  'pm-drop.hint.1': 'Press your pocket, then a square next to the black king.',
  'pm-drop.hint.2': 'Your king guards g7.',
  'pm-nightrider.title': 'A fairy piece: the nightrider',
  'pm-nightrider.rule':
    'The nightrider (I) repeats the knight’s leap in one direction as long as the squares are empty.',
  'pm-nightrider.task': 'Take the black rook with the nightrider.',
  'pm-nightrider.hint.1': 'a1, c2, e3, g4: three knight leaps in a line.',
  // PlunderChess (plunderCourse.ts)
  'pl-take-vest.title': 'Taking a vest',
  'pl-take-vest.rule': 'A man that captures may put on a vest of the captured piece’s type.',
  'pl-take-vest.task': 'Take the knight with the rook and put on its knight vest.',
  'pl-take-vest.hint.1': 'After the capture the dialog offers the vest.',
  'pl-use-vest.title': 'Using a vest once',
  'pl-use-vest.rule': 'Once, the wearer may make a move of the vest’s type. Then the vest is gone.',
  'pl-use-vest.task': 'Your rook wears a knight vest. Leap like a knight and take the queen on e3.',
  'pl-use-vest.hint.1': 'A diamond marks a move that spends the vest.',
  'pl-exchange-vest.title': 'Exchanging a vest',
  'pl-exchange-vest.rule':
    'A man wears one vest at most. Capturing again, it may keep its vest or exchange it for one on offer.',
  'pl-exchange-vest.task': 'Take the bishop and exchange the knight vest for a bishop vest.',
  'pl-exchange-vest.hint.1': 'The rook takes along the d-file, an ordinary move.',
  'pl-pawn-vest.title': 'A pawn vest',
  'pl-pawn-vest.rule':
    'A pawn vest gives the pawn’s moves: a step forward, and a capture diagonally forward.',
  'pl-pawn-vest.task': 'Your rook wears a pawn vest. Take the knight on d5 like a pawn.',
  'pl-pawn-vest.hint.1': 'Diagonally forward, one square.',
  'pl-vest-check.title': 'Checks by vest powers',
  'pl-vest-check.rule':
    'A vest counts for attack and check: a bishop in a knight vest gives check like a knight.',
  'pl-vest-check.task': 'Mate in one: move the bishop so that its knight vest checks the king.',
  'pl-vest-check.hint.1': 'From f7 a knight reaches h8.',
  'pl-vest-check.hint.2': 'The bishop goes there along its own diagonal, so the vest stays on.',
  // Copying the lessons as a study (lessonStudies.ts, the learn page)
  'study.course': 'Lessons: {game}',
  'study.copyCourse': 'Copy the course to my studies',
  'study.copyLesson': 'Copy to my studies',
  'study.copying': 'Copying…',
  'study.failed': 'The copy could not be saved. Try again.',
};

export type LessonWordKey = keyof typeof en;
