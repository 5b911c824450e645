/**
 * A judged turn of an interactive chapter (useGamebookRun's `GamebookAnswer`) as a class's
 * answer on the wire (src/protocol/followClass.ts): the path's node ids as numbers, the turn's
 * last MAX_TURN_MOVES moves (a turn has no more), the comment left out (the teacher has the study).
 */
// the protocol's modules by their paths: the study page's chunk takes two constants, not the index
import type { ClassAnswer } from '../../protocol/followClass';
import { MAX_TURN_MOVES } from '../../protocol/limits';
import type { GamebookAnswer } from './useGamebookRun';

export function classAnswerOf(answer: GamebookAnswer): ClassAnswer {
  return {
    chapter: answer.chapter,
    path: answer.path === '' ? [] : answer.path.split('/').map(Number),
    moves: answer.moves.slice(-MAX_TURN_MOVES),
    right: answer.right,
  };
}
