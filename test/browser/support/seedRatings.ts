// Ratings written into a browser test's embedded server (its SQLite file under `data`, the
// tables of migration 002-ratings) while it runs, as rated games would have left them, and a
// rated game as the lobby would have started it (seats held by two accounts): until the lobby
// starts rated games, the only way to show real ratings through the real API and rooms. `node:sqlite` is Node 24's, so the rows are written by a
// short Node 24 process; the server reads them at its next query (WAL: no restart).
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { NODE24 } from './gameServer';

export interface SeededRating {
  readonly playerId: string;
  readonly variant: string;
  /** The rating after each rated game, oldest first (one a day); the last is the rating now. */
  readonly history: readonly number[];
  readonly deviation: number;
}

const SCRIPT = `
const { DatabaseSync } = require('node:sqlite');
const [file, json] = process.argv.slice(1);
const db = new DatabaseSync(file, { timeout: 5000 });
const day = 86400000, start = Date.parse('2026-11-01T12:00:00Z');
for (const { playerId, variant, history, deviation } of JSON.parse(json)) {
  history.forEach((rating, i) => {
    const before = i === 0 ? 1500 : history[i - 1];
    db.prepare('INSERT INTO game_ratings VALUES (?, 1, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
      playerId.slice(0, 6) + variant.slice(0, 3) + i, variant, start + i * day,
      playerId, before, rating, deviation, 'seed-opponent', 1500, 1500, 350);
  });
  db.prepare('INSERT INTO ratings VALUES (?, ?, ?, ?, 0.06, ?, ?)').run(
    playerId, variant, history.at(-1), deviation, history.length, start + history.length * day);
}
`;

export function seedRatings(data: string, ratings: readonly SeededRating[]): void {
  execFileSync(NODE24, [
    '-e',
    SCRIPT,
    join(data, 'parallel-worlds.sqlite'),
    JSON.stringify(ratings),
  ]);
}

/** A rated game as `startGame` stores it: its id, keys, seats (seat 0 White) and start event. */
export interface SeededGame {
  readonly gameId: string;
  readonly variant: string;
  readonly fen: string;
  readonly keys: readonly [string, string];
  readonly seats: readonly [{ id: string; name: string }, { id: string; name: string }];
}

const GAME_SCRIPT = `
const { DatabaseSync } = require('node:sqlite');
const [file, json] = process.argv.slice(1);
const db = new DatabaseSync(file, { timeout: 5000 });
const { gameId, variant, fen, keys, seats } = JSON.parse(json);
const at = Date.now();
db.prepare('INSERT INTO games (game_id, variant, key0, key1, organiser, created_at, player0_id, ' +
  'player0_name, player1_id, player1_name, rated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)').run(
  gameId, variant, keys[0], keys[1], 'o'.repeat(22), at, seats[0].id, seats[0].name, seats[1].id,
  seats[1].name);
const start = { v: 1, t: 'start', game: 1, at, variant, fen, white: 0 };
db.prepare('INSERT INTO game_events VALUES (?, 1, ?)').run(gameId, JSON.stringify(start));
`;

export function seedRatedGame(data: string, game: SeededGame): void {
  execFileSync(NODE24, [
    '-e',
    GAME_SCRIPT,
    join(data, 'parallel-worlds.sqlite'),
    JSON.stringify(game),
  ]);
}
