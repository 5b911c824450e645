/**
 * A class in a follow room (issue 46, class mode of a study): the teacher is the follow room's
 * leader, and students are followers who joined **with a name** (unique in the class, as a
 * race's players are). They receive the teacher's state as every follower does; what a class
 * adds is one message the other way: a student's answer in an interactive chapter (`answer`),
 * which the room keeps in its own memory (a class's live view, not a record) and passes to the
 * leader alone, never to another follower. Followers who join without a name (a presenter's
 * audience, a projector) are what they were.
 *
 * Why the follow room extended rather than a room of its own: a class follows exactly as an
 * audience does (the whole, then patches, the latest state for a late joiner, the code, the link
 * and its QR code); a second room would copy all of that for the names and one message.
 *
 * Here are the types and limits; the checks are validators.ts's (`checkClassAnswer`, and
 * `checkFollowJoin` for a name and a token).
 */

/** Students a class holds (a name stays the class's until the room ends). */
export const MAX_CLASS_STUDENTS = 300;
/** Answers the room keeps per student (the oldest go first). */
export const MAX_CLASS_ANSWERS = 200;
/** A chapter's number (1-based, as the study page's address counts them). */
export const MAX_CLASS_CHAPTER = 64;
/** Nodes in an answer's path (a tree path: node ids from the chapter's root). */
export const MAX_CLASS_PATH = 200;

/**
 * Follower → room (message `answer`), from a named student only: a turn (or the sub-moves of one,
 * in Parallel worlds, as far as it was judged) played at the node `path` of chapter `chapter`,
 * and whether it was the author's turn there.
 */
export interface ClassAnswer {
  readonly chapter: number;
  readonly path: readonly number[];
  readonly moves: readonly string[];
  readonly right: boolean;
}

/** An answer as the leader receives it: whose, and when (the room's clock, ms). */
export interface ClassAnswerSeen extends ClassAnswer {
  readonly student: number;
  readonly at: number;
}

/** A student as the leader sees it. */
export interface ClassStudent {
  readonly id: number;
  readonly name: string;
  readonly connected: boolean;
}

/**
 * Room → leader (message `follow-class`): the class whole, on the leader's joining (a reload
 * finds its class and every answer kept) and whenever a student comes or goes (`answers` then
 * empty: the leader keeps those it has). Sent only to a leader, and only once there are students.
 */
export interface ClassView {
  readonly students: readonly ClassStudent[];
  readonly answers: readonly ClassAnswerSeen[];
}

/**
 * Room → a student, on joining (message `follow-you`): its id, its name as the class shows it,
 * and the token that brings it back as itself (a reload, a dropped connection).
 */
export interface ClassYou {
  readonly id: number;
  readonly name: string;
  readonly token: string;
}

/** A student's join refusals (the error's message is the code, its code an HTTP status). */
export const CLASS_JOIN_ERRORS = {
  'bad-name': 400,
  'name-taken': 409,
  'class-full': 403,
} as const;
