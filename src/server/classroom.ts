/**
 * A follow room's class (issue 46, src/protocol/followClass.ts): the students who joined with a
 * name, each with the token that brings it back as itself, and the answers each has sent, kept
 * in the room's memory only (a class's live view: when the room ends, or moves to another
 * process, the class starts again, and a student's client joins again with its name). No
 * Colyseus here, so that the follow room stays a router of messages and this is tested alone.
 */
import type { CLASS_JOIN_ERRORS } from '../protocol';
import {
  MAX_CLASS_ANSWERS,
  MAX_CLASS_STUDENTS,
  normaliseRaceName,
  raceNameKey,
  type ClassAnswer,
  type ClassAnswerSeen,
  type ClassStudent,
  type ClassYou,
} from '../protocol';

interface Student {
  readonly you: ClassYou;
  readonly answers: ClassAnswerSeen[];
}

export type ClassJoinError = keyof typeof CLASS_JOIN_ERRORS;

export class Classroom {
  private readonly students = new Map<number, Student>();
  private readonly byToken = new Map<string, number>();
  private readonly names = new Set<string>();
  private next = 1;

  constructor(private readonly newToken: () => string) {}

  get size(): number {
    return this.students.size;
  }

  /**
   * The student a join names: the one whose token it brings, else a new one named `typed`
   * (normaliseRaceName's rules, unique in the class in any case), or the reason it is refused.
   */
  enrol(typed: string, token?: string): ClassYou | ClassJoinError {
    const known = token === undefined ? undefined : this.byToken.get(token);
    if (known !== undefined) return this.students.get(known)!.you;
    const name = normaliseRaceName(typed);
    if (name === null) return 'bad-name';
    if (this.names.has(raceNameKey(name))) return 'name-taken';
    if (this.students.size >= MAX_CLASS_STUDENTS) return 'class-full';
    const you: ClassYou = { id: this.next++, name, token: this.newToken() };
    this.students.set(you.id, { you, answers: [] });
    this.byToken.set(you.token, you.id);
    this.names.add(raceNameKey(name));
    return you;
  }

  /** Keeps a student's answer (its last MAX_CLASS_ANSWERS) and gives it as the leader sees it. */
  answer(student: number, answer: ClassAnswer, at: number): ClassAnswerSeen {
    const seen: ClassAnswerSeen = {
      student,
      chapter: answer.chapter,
      path: [...answer.path],
      moves: [...answer.moves],
      right: answer.right,
      at,
    };
    const answers = this.students.get(student)!.answers;
    answers.push(seen);
    if (answers.length > MAX_CLASS_ANSWERS) answers.shift();
    return seen;
  }

  /** The students, in the order they came, `connected` as `here` says. */
  list(here: (id: number) => boolean): ClassStudent[] {
    return [...this.students.values()].map(({ you }) => ({
      id: you.id,
      name: you.name,
      connected: here(you.id),
    }));
  }

  /** Every answer kept, in the order they came. */
  answers(): ClassAnswerSeen[] {
    return [...this.students.values()]
      .flatMap((student) => student.answers)
      .sort((a, b) => a.at - b.at);
  }
}
