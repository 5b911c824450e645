/**
 * What the screen-reader mode says, in the page's language: its answers to the reading commands
 * (readerCommands.ts) and every move worded as what it did ("White: knight 1b1 to 2b1") rather
 * than as notation whose arrows and letters a speech synthesiser reads out one by one. The data
 * comes from the game layer (game/boardReading.ts); the words from the one catalogue.
 */
import {
  attackersOfSquare,
  menOfSide,
  readMove,
  readSquares,
  type MoveReading,
  type SquareReading,
  type SquareSet,
} from '../../game/boardReading';
import type { GameSession } from '../../game/session';
import type { ManView } from '../../game/viewModel';
import type { Color } from '../../rules';
import { clockText } from '../play/ClockPanel';
import type { Translator } from '../i18n/i18n';
import { outcomeReason, outcomeTitle, sideName } from '../i18n/outcomeText';
import { pieceName } from '../i18n/pieceWords';
import { squareWords } from '../i18n/squareWords';
import type { ReaderCommand } from './readerCommands';

const FILES = 'abcdefgh';

/** A piece's name as it stands inside a sentence: 'knight'. */
const pieceWord = (t: Translator, letter: string): string => pieceName(t, letter).toLowerCase();

/** A man as a square label says him: 'white knight', 'пешка белых'. */
export const manWords = (t: Translator, man: ManView): string => {
  const words = squareWords(t);
  return words.man(man.color, words.pieceName(man.letter), man.vest && words.pieceName(man.vest));
};

/** The answer to a reading command (not a move, not undo). */
export function answerOf(
  t: Translator,
  session: GameSession,
  command: Exclude<ReaderCommand, { kind: 'move' | 'undo' }>,
): string {
  const pos = session.position;
  switch (command.kind) {
    case 'scan':
      return command.sets.map((set) => scanText(t, readSquares(pos, set), set)).join('. ');
    case 'pieces':
      return piecesText(t, session, command.color, command.letter);
    case 'attackers':
      return command.squares
        .flatMap((set) => readSquares(pos, set))
        .map(({ at }) =>
          pos.levels > 1 && at.level === session.game.queenLevel
            ? t('blind.noCapture', { square: at.name, n: at.level + 1 })
            : attackersText(t, at.name, attackersOfSquare(pos, at)),
        )
        .join('. ');
    case 'turn':
      return turnText(t, session);
    case 'last':
      return lastText(t, session);
    case 'clock':
      return clockWords(t, session);
    case 'help':
      return t(session.game.levels > 1 ? 'blind.helpLevels' : 'blind.help');
    case 'unclear':
      return t('blind.unclear', { text: command.text });
  }
}

/** One square with its man: '2e4 white knight', '2e4 empty'. */
const squareText = (t: Translator, { at, man }: SquareReading): string =>
  `${at.name} ${man ? manWords(t, man) : t('blind.empty')}`;

/** A scan's answer: a square, a column, or the occupied squares of each rank or file read. */
function scanText(t: Translator, squares: SquareReading[], set: SquareSet): string {
  if (set.kind === 'square') return squareText(t, squares[0]!);
  if (set.kind === 'column')
    return t('blind.column', {
      square: `${FILES[set.file]}${set.rank + 1}`,
      squares: squares.map((s) => squareText(t, s)).join(', '),
    });
  const levels = set.kind !== 'level' && squares[0]!.at.name.length > 2;
  const lines = new Map<string, SquareReading[]>(); // a rank or file of one level -> its squares
  for (const square of squares) {
    const where = lineName(t, square, set, levels);
    lines.set(where, [...(lines.get(where) ?? []), square]);
  }
  const read: string[] = [];
  const empty: number[] = []; // the empty ranks of a whole board, read together at its end
  for (const [where, line] of lines) {
    const men = line.filter((s) => s.man);
    if (men.length === 0 && set.kind === 'level') empty.push(line[0]!.at.rank + 1);
    else if (men.length === 0) read.push(t('blind.lineEmpty', { where }));
    else
      read.push(
        t(men.length === line.length ? 'blind.line' : 'blind.lineRest', {
          where,
          men: men.map((s) => squareText(t, s)).join(', '),
        }),
      );
  }
  if (set.kind !== 'level') return read.join('. ');
  const heading = squareWords(t).board(squares[0]!.at.name.length > 2 ? set.level : null);
  if (empty.length > 0) read.push(t('blind.emptyRanks', { ranks: empty.join(', ') }));
  return [heading, ...read].join('. ');
}

/** The name of the rank or file a square is read in: 'Level 2, rank 4', 'file e'. */
function lineName(t: Translator, square: SquareReading, set: SquareSet, levels: boolean): string {
  const line =
    set.kind === 'file'
      ? t('blind.file', { file: FILES[square.at.file]! })
      : t('blind.rank', { rank: square.at.rank + 1 });
  return levels ? t('blind.onLevel', { n: square.at.level + 1, line }) : line;
}

/** The men of one side (or both), level by level and piece by piece; or of one piece. */
function piecesText(
  t: Translator,
  session: GameSession,
  color: Color | null,
  letter: string | null,
): string {
  const pos = session.position;
  const sides: Color[] = color === null ? [0, 1] : [color];
  return sides
    .map((side) => {
      const men = menOfSide(pos, side, letter);
      if (letter)
        return t('blind.piecesOfKind', {
          side: sideName(t, side),
          piece: pieceWord(t, letter),
          squares: men.length ? men.map((m) => m.name).join(', ') : t('blind.none'),
        });
      const byLevel = [...Array(pos.levels).keys()].map((level) => {
        const groups = new Map<string, string[]>(); // a piece's name -> its squares
        for (const man of men.filter((m) => m.level === level)) {
          const name = man.vest ? manWords(t, man) : pieceWord(t, man.letter);
          groups.set(name, [...(groups.get(name) ?? []), man.name]);
        }
        const text = [...groups].map(([name, at]) => `${name} ${at.join(', ')}`).join('; ');
        const group = text || t('blind.none');
        return pos.levels > 1 ? t('blind.onLevel', { n: level + 1, line: group }) : group;
      });
      return t('blind.piecesOf', { side: sideName(t, side), men: byLevel.join('. ') });
    })
    .join('. ');
}

/** Who attacks a square, side by side: '2e4: attacked by White: knight 2f2; by Black: none'. */
function attackersText(t: Translator, square: string, attackers: readonly ManView[]): string {
  const of = (color: Color) =>
    attackers
      .filter((m) => m.color === color)
      .map((m) => `${pieceWord(t, m.letter)} ${m.name}`)
      .join(', ') || t('blind.none');
  return t('blind.attackers', {
    square,
    white: of(0),
    black: of(1),
    whiteSide: sideName(t, 0),
    blackSide: sideName(t, 1),
  });
}

/** The turn: the outcome once the game is over; who moves (check), and in Parallel worlds the turn so far. */
function turnText(t: Translator, session: GameSession): string {
  const outcome = session.outcome;
  if (outcome) return `${outcomeTitle(outcome, t)}, ${outcomeReason(outcome, t)}`;
  const pos = session.position;
  const toMove = t('turn.toMove', { side: sideName(t, pos.turn) });
  const number = t('blind.moveNumber', { n: pos.fullmove });
  if (!session.game.subMoveTurns) {
    const check = session.moves.at(-1)?.san.endsWith('+') ? `, ${t('turn.check')}` : '';
    return `${toMove}, ${number}${check}`;
  }
  const progress = session.turnProgress();
  const start = session.turnStartIndex();
  const made =
    progress.played.length === 0
      ? t('turn.none')
      : t('blind.subMovesMade', {
          moves: progress.played
            .map((_, i) => moveWords(t, readMove(session, start + i)))
            .join('; '),
        });
  const levels = [...Array(pos.levels).keys()];
  const open = levels.filter((level) => !progress.usedLevels.includes(level));
  const parts = [
    `${toMove}, ${number}`,
    made,
    t('blind.levels', {
      used: progress.usedLevels.map((l) => l + 1).join(', ') || t('blind.none'),
      open: open.map((l) => l + 1).join(', ') || t('blind.none'),
    }),
    t('turn.more', { n: progress.remaining }),
  ];
  if (progress.canEnd) parts.push(t('blind.canEnd'));
  return parts.join('. ');
}

/** The last complete turn (the last move in a flat game), worded. */
function lastText(t: Translator, session: GameSession): string {
  const moves = session.moves;
  if (moves.length === 0) return t('blind.noMoves');
  const end = session.game.subMoveTurns ? session.turnStartIndex() : moves.length;
  if (end === 0) return t('blind.noMoves');
  let begin = end - 1;
  while (begin > 0 && session.positionAt(begin).subMoves > 0) begin--;
  const words = [];
  for (let i = begin; i < end; i++) words.push(moveWords(t, readMove(session, i)));
  return t('blind.last', { side: sideName(t, moves[begin]!.color), moves: words.join('; ') });
}

/** The clocks: each side's time and whose runs, or that the game is untimed. */
function clockWords(t: Translator, session: GameSession): string {
  const reading = session.clockReading();
  if (!reading) return t('clock.untimed');
  const running = reading.paused
    ? t('clock.paused')
    : reading.running
      ? t('blind.running', { side: sideName(t, reading.running === 'white' ? 0 : 1) })
      : '';
  const times = `${sideName(t, 0)} ${clockText(reading.white)}, ${sideName(t, 1)} ${clockText(reading.black)}`;
  return running ? `${times}. ${running}` : times;
}

/** A move as what it did, without its side: 'knight 1b1 to 2b1', 'pawn e5 takes pawn on d6'. */
function moveWords(t: Translator, move: MoveReading): string {
  const { facts } = move;
  const man = move.man ? pieceWord(t, move.man) : '';
  const from = move.from?.name ?? '';
  const to = move.to?.name ?? '';
  let text: string;
  if (facts.endTurn) text = t('blind.endTurn');
  else if (facts.castle) text = t('blind.castle', { from, to });
  else if (facts.drop) text = t('blind.drop', { man, to });
  else if (facts.pocket) text = t('blind.pocketing', { man, from });
  else if (move.captured)
    text = t('blind.capture', { man, from, to, captured: pieceWord(t, move.captured) });
  else text = t('blind.move', { man, from, to });
  const more: string[] = [];
  if (move.became) more.push(t('blind.became', { piece: pieceWord(t, move.became) }));
  if (facts.vestUsed) more.push(t('blind.vestUsed'));
  if (move.vest) more.push(t('blind.vest', { vest: pieceWord(t, move.vest) }));
  return [text, ...more].join(', ');
}

/** The last move played as the live region says it in this mode: what it did, then check or mate. */
export function spokenLastMove(t: Translator, session: GameSession): string | null {
  const index = session.moves.length - 1;
  if (index < 0) return null;
  const san = session.moves[index]!.san;
  const words = moveWords(t, readMove(session, index));
  if (!session.game.check) return words; // a king captured: the live region says the game is over
  if (san.endsWith('#')) return `${words}, ${t('blind.mate')}`;
  return san.endsWith('+') ? `${words}, ${t('blind.check')}` : words;
}
