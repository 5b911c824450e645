/**
 * Presenter playlists as data: the JSON schema of a playlist (its slides, their kinds and
 * fields) and the problems a file can have. A module of its own so that everything that shows,
 * sends or follows a playlist imports its shape without the reader (playlistReader.ts), which
 * checks a file through the rules core, the lessons and the engine's levels.
 *
 * The schema (README, "Presenter mode", has it with an example):
 *
 *   { "id": "fair", "title": "…", "autoplay": false, "slides": [slide, …], "attract": [demo slide, …] }
 *
 * A text is a string (the same in both languages) or `{ "en": "…", "ru": "…" }`. Every slide has
 * a `kind` and may have `notes` (a text for the presenter only) and `seconds` (how long it stays
 * before the next slide comes by itself, in the attract loop and in a show with `"autoplay":
 * true`; without it the kind's own time). Without autoplay the presenter's clicker moves the
 * show. The kinds:
 *
 *   title     `title`, optional `subtitle`
 *   position  `game`, `fen` (optional: the start), optional `shapes` ("G1e23e4,R2d5"), `caption`
 *   lesson    `lesson` (a lesson id), played by itself ("show me")
 *   demo      `game`, optional `white`/`black` (a computer level, 'random', 'greedy', 1 … 8;
 *             default 2), `speed` ('fast' | 'normal' | 'slow'), `fen`, `caption`
 *   record    `record` (a game record in the app's notation), `caption`, optional `pauseMs`
 *   race      `code` (a puzzle race's join code): its live leaderboard, optional `caption`
 *
 * and every board slide an optional `view` ('2d' | '3d'; 3D only for the stacked boards).
 * `attract` (optional) is the loop shown when nobody touches the screen: demo slides; without
 * it, the playlist's own demo slides, or one demo of each game.
 */
import type { ShapeProblem } from '../../content/annotations';
import type { DemoSpeed } from '../settings';
import type { GameId, Problem } from '../../rules';
import type { Level } from '../../engine/protocol';

export type BoardViewName = '2d' | '3d';

/** A text of the playlist's author, in both languages of the interface (data, as the file gives it). */
export interface Text {
  readonly en: string;
  readonly ru: string;
}

export interface SlideCommon {
  readonly notes: Text | null; // what the presenter reads on their own screen
  readonly seconds: number | null; // 20 — moves on by itself after this (attract loop, autoplay); null: the kind's time
}

export interface TitleSlide extends SlideCommon {
  readonly kind: 'title';
  readonly title: Text;
  readonly subtitle: Text | null;
}

export interface PositionSlide extends SlideCommon {
  readonly kind: 'position';
  readonly game: GameId; // 'plunder'
  readonly fen: string; // the position, checked by the rules core
  readonly shapes: string; // 'G1e23e4,R2d5' — lichess text form, checked
  readonly caption: Text | null;
  readonly view: BoardViewName;
}

export interface LessonSlide extends SlideCommon {
  readonly kind: 'lesson';
  readonly lesson: string; // 'pw-middle-level'
  readonly view: BoardViewName;
}

export interface DemoSlide extends SlideCommon {
  readonly kind: 'demo';
  readonly game: GameId;
  readonly white: Level; // 2
  readonly black: Level; // 'greedy'
  readonly speed: DemoSpeed; // 'normal'
  readonly fen: string | null; // null: the game's start position
  readonly caption: Text | null;
  readonly view: BoardViewName;
}

export interface RecordSlide extends SlideCommon {
  readonly kind: 'record';
  readonly record: string; // the record text, replayed once here
  readonly game: GameId; // the record's game
  readonly pauseMs: number; // 1500 — between moves
  readonly caption: Text | null;
  readonly view: BoardViewName;
}

export interface RaceSlide extends SlideCommon {
  readonly kind: 'race';
  readonly code: string; // 'K7QXPA' — a puzzle race's code (normalised, protocol/race.ts)
  readonly caption: Text | null;
}

export type Slide = TitleSlide | PositionSlide | LessonSlide | DemoSlide | RecordSlide | RaceSlide;
export type SlideKind = Slide['kind'];
/** A slide with a board of its own (a title card and a race's leaderboard have none). */
export type BoardSlide = Exclude<Slide, { kind: 'title' | 'race' }>;

export const SLIDE_KINDS: readonly SlideKind[] = [
  'title',
  'position',
  'lesson',
  'demo',
  'record',
  'race',
];

export interface Playlist {
  readonly id: string; // 'default'
  readonly title: Text;
  readonly autoplay: boolean; // the show moves on by itself (a kiosk); false: the presenter's clicker
  readonly slides: readonly Slide[];
  readonly attract: readonly DemoSlide[]; // never empty once read
}

/** Where a problem is: a slide of the show or of the attract loop (1-based), or the file. */
export interface SlidePlace {
  readonly list: 'slides' | 'attract';
  readonly slide: number; // 3
  readonly kind: string | null; // 'demo' — as the file says, null when it says none
}

/** Why a playlist file was refused; each is worded in the page's language (presentText.ts). */
export type PlaylistProblem =
  | { readonly code: 'not-json'; readonly detail: string } // JSON.parse's message
  | { readonly code: 'not-a-playlist' } // not an object
  | { readonly code: 'no-slides' } // `slides` missing or empty
  | { readonly code: 'too-many-slides'; readonly count: number }
  | { readonly code: 'bad-id' } // `id` not a short name
  | { readonly code: 'bad-autoplay' } // `autoplay` not true or false
  | ({ readonly at: SlidePlace } & SlideProblem);

export type SlideProblem =
  | { readonly code: 'slide-not-object' }
  | { readonly code: 'unknown-kind'; readonly value: string }
  | { readonly code: 'not-a-demo' } // an attract slide that is not a demo
  | { readonly code: 'missing-field'; readonly field: string }
  | { readonly code: 'bad-text'; readonly field: string }
  | { readonly code: 'unknown-game'; readonly value: string }
  | { readonly code: 'unknown-lesson'; readonly value: string }
  | { readonly code: 'bad-race-code'; readonly value: string }
  | { readonly code: 'bad-view'; readonly value: string }
  | { readonly code: 'no-3d'; readonly game: string }
  | { readonly code: 'bad-level'; readonly field: string; readonly value: string }
  | { readonly code: 'bad-speed'; readonly value: string }
  | {
      readonly code: 'bad-number';
      readonly field: string;
      readonly min: number;
      readonly max: number;
    }
  | { readonly code: 'bad-fen'; readonly problem: Problem }
  | { readonly code: 'bad-shapes'; readonly problem: ShapeProblem }
  | { readonly code: 'bad-record'; readonly problem: Problem };

export type PlaylistResult =
  | { readonly ok: true; readonly playlist: Playlist }
  | { readonly ok: false; readonly problems: readonly PlaylistProblem[] };
