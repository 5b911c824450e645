/**
 * The teacher's view of a class's answers (issue 46, class mode): what the follow room tells the
 * leader (src/game/online/follow.ts `ClassChange`) folded into a book of students and answers,
 * and, for the place the teacher shows (a chapter and a node), each student's row — found it,
 * tried what (the wrong turns, in the notation they were sent in, each once, in the order
 * tried), or not yet. Pure, so that the panel only draws it and the tests are tables.
 */
import { samePath } from '../../content/contentTree';
import type { ClassAnswerSeen, ClassStudent } from '../../protocol';
import type { ClassChange } from '../online/follow';

export interface ClassBook {
  readonly students: readonly ClassStudent[];
  readonly answers: readonly ClassAnswerSeen[];
}

export const EMPTY_CLASS: ClassBook = { students: [], answers: [] };

/** The book after one change the room told. */
export function withClassChange(book: ClassBook, change: ClassChange): ClassBook {
  switch (change.type) {
    case 'class':
      return { students: change.view.students, answers: change.view.answers };
    case 'students':
      return { ...book, students: change.students };
    case 'answer':
      return { ...book, answers: [...book.answers, change.answer] };
  }
}

export type AnswerState = 'found' | 'tried' | 'not-yet';

/** One student's row of the panel at a place. */
export interface StudentAnswer {
  readonly id: number;
  readonly name: string;
  readonly connected: boolean;
  readonly state: AnswerState;
  /** The wrong turns tried there, each as its moves joined by spaces. */
  readonly tried: readonly string[];
}

/** Each student's answer at node `path` of chapter `chapter` (1-based), in the class's order. */
export function answersAt(
  book: ClassBook,
  chapter: number,
  path: readonly number[],
): StudentAnswer[] {
  return book.students.map((student) => {
    const here = book.answers.filter(
      (answer) =>
        answer.student === student.id && answer.chapter === chapter && samePath(answer.path, path),
    );
    const tried = [
      ...new Set(here.filter((answer) => !answer.right).map((answer) => answer.moves.join(' '))),
    ];
    const state: AnswerState = here.some((answer) => answer.right)
      ? 'found'
      : tried.length > 0
        ? 'tried'
        : 'not-yet';
    return { id: student.id, name: student.name, connected: student.connected, state, tried };
  });
}
