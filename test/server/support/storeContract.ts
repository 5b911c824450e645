/**
 * What every implementation of the server's stores (src/server/store.ts: games, follow rooms,
 * players, ratings, leases, the lobby's seeks and pools, puzzle results, studies) must do, as one suite run against each: in memory
 * (test/unit/server-stores.test.ts), and on SQLite and on PostgreSQL with the leases in a real
 * redis-server (test/server/stores.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { GameMeta } from '../../../src/server/gameStore';
import type { GameEvent } from '../../../src/protocol';
import type { RatedGameKey, RateSeats } from '../../../src/server/ratingStore';
import type { PoolEntry, SeekRecord } from '../../../src/server/seekStore';
import type { AttemptKey, RateAttempt } from '../../../src/server/puzzleStore';
import type { Stores } from '../../../src/server/store';
import type { StudyRecord } from '../../../src/server/studyStore';

export interface StoresUnderTest {
  readonly stores: Stores;
  /** Lets `ms` pass for the leases (the memory store's clock, or Redis's own). */
  readonly pass: (ms: number) => Promise<void>;
}

let games = 0;
const START: GameEvent = {
  v: 1,
  t: 'start',
  game: 1,
  at: 0,
  variant: 'chess',
  fen: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
  white: 0,
};
const resign = (v: number): GameEvent => ({ v, t: 'resign', game: 1, at: v, by: 'white' });

function meta(): GameMeta {
  games++;
  return {
    gameId: `contract-${games}-${Math.random().toString(36).slice(2, 8)}`,
    variant: 'chess',
    players: ['w'.repeat(22), 'b'.repeat(22)],
    organiser: 'o'.repeat(22),
    createdAt: 0,
  };
}

export function storeContract(name: string, open: () => StoresUnderTest): void {
  describe(`${name}: games`, () => {
    it('creates a game once, loads it back and appends each version once', async () => {
      const { stores } = open();
      const game = meta();
      expect(await stores.games.createGame(game, START)).toBe(true);
      expect(await stores.games.createGame(game, START)).toBe(false);
      expect(await stores.games.append(game.gameId, resign(2))).toBe(true);
      expect(await stores.games.append(game.gameId, resign(2))).toBe(false); // the fence
      expect(await stores.games.append('no-such-game', resign(2))).toBe(false);
      expect(await stores.games.loadGame(game.gameId)).toEqual({
        meta: game,
        events: [START, resign(2)],
      });
      expect(await stores.games.loadGame('no-such-game')).toBeNull();
    });

    it('keeps each game’s progress: a player’s games going on and the overdue ones', async () => {
      const { stores } = open();
      const player = `p-${Math.random().toString(36).slice(2, 8)}`;
      const [a, b, c] = [meta(), meta(), meta()];
      for (const game of [a, b, c]) await stores.games.createGame(game, START);
      await stores.games.setSeatPlayer(a.gameId, 1, { id: player, name: 'Ada' });
      await stores.games.setSeatPlayer(b.gameId, 0, { id: player, name: 'Ada' });
      await stores.games.setProgress(a.gameId, { mover: 1, deadline: 5000, dueAt: 5000 });
      await stores.games.setProgress(b.gameId, { mover: 1, deadline: null, dueAt: null });
      // a timed game: due when its mover's clock runs out, no correspondence deadline
      await stores.games.setProgress(c.gameId, { mover: 0, deadline: null, dueAt: 3000 });
      const mine = await stores.games.playingOf(player, 10);
      expect(mine.sort((x, y) => (x.gameId < y.gameId ? -1 : 1))).toEqual(
        [
          {
            gameId: a.gameId,
            variant: 'chess',
            seat: 1,
            key: a.players[1],
            mover: 1,
            deadline: 5000,
          },
          {
            gameId: b.gameId,
            variant: 'chess',
            seat: 0,
            key: b.players[0],
            mover: 1,
            deadline: null,
          },
        ].sort((x, y) => (x.gameId < y.gameId ? -1 : 1)),
      );
      const overdue = (by: number) =>
        stores.games
          .overdue(by, 1000)
          .then((ids) => ids.filter((id) => [a, b, c].some((game) => game.gameId === id)));
      expect(await overdue(4000)).toEqual([c.gameId]);
      expect(await overdue(5000)).toEqual([c.gameId, a.gameId]);
      await stores.games.setProgress(a.gameId, { mover: null, deadline: null, dueAt: null }); // over
      expect(await stores.games.playingOf(player, 10)).toEqual([
        expect.objectContaining({ gameId: b.gameId }),
      ]);
      expect(await overdue(5000)).toEqual([c.gameId]);
    });

    it('keeps since when both seats have been held: from the creation, or the first record', async () => {
      const { stores } = open();
      const [paired, link] = [{ ...meta(), seatsHeldAt: 1000 }, meta()];
      for (const game of [paired, link]) await stores.games.createGame(game, START);
      expect((await stores.games.loadGame(paired.gameId))?.meta.seatsHeldAt).toBe(1000);
      expect((await stores.games.loadGame(link.gameId))?.meta.seatsHeldAt).toBeUndefined();
      await stores.games.setSeatsHeld(link.gameId, 2000);
      await stores.games.setSeatsHeld(link.gameId, 3000); // the first is kept
      await stores.games.setSeatsHeld(paired.gameId, 4000);
      expect((await stores.games.loadGame(link.gameId))?.meta.seatsHeldAt).toBe(2000);
      expect((await stores.games.loadGame(paired.gameId))?.meta.seatsHeldAt).toBe(1000);
    });

    it('keeps push subscriptions, a few per player, and the first server key written', async () => {
      const { stores } = open();
      const player = `p-${Math.random().toString(36).slice(2, 8)}`;
      const keys = { p256dh: 'k'.repeat(87), auth: 'a'.repeat(22) };
      for (let i = 0; i < 7; i++)
        await stores.push.subscribe(
          player,
          { endpoint: `https://push.example/${player}/${i}`, keys },
          i,
        );
      const endpoints = (await stores.push.subscriptionsOf(player)).map((s) => s.endpoint).sort();
      expect(endpoints).toEqual([2, 3, 4, 5, 6].map((i) => `https://push.example/${player}/${i}`));
      await stores.push.unsubscribe('someone-else', endpoints[0]!);
      await stores.push.forget(endpoints[1]!);
      await stores.push.unsubscribe(player, endpoints[2]!);
      expect(await stores.push.subscriptionsOf(player)).toHaveLength(3);
      const first = await stores.push.serverKey('contract', () => `key-${player}`);
      expect(await stores.push.serverKey('contract', () => 'another')).toBe(first);
    });

    it('records who holds each seat in the meta, the latest holder kept', async () => {
      const { stores } = open();
      const game = meta();
      await stores.games.createGame(game, START);
      await stores.games.setSeatPlayer(game.gameId, 1, { id: 'p2', name: 'BraveOtter1' });
      await stores.games.setSeatPlayer(game.gameId, 0, { id: 'p1', name: 'Ada' });
      await stores.games.setSeatPlayer(game.gameId, 1, { id: 'p2', name: 'Grace' });
      await stores.games.setSeatPlayer('no-such-game', 0, { id: 'p1', name: 'Ada' });
      expect((await stores.games.loadGame(game.gameId))?.meta).toEqual({
        ...game,
        whiteId: 'p1',
        whiteName: 'Ada',
        blackId: 'p2',
        blackName: 'Grace',
      });
      expect(await stores.games.loadGame('no-such-game')).toBeNull();
    });

    it('gives the publication of an end to one owner at a time, and never once published', async () => {
      const { stores } = open();
      const { gameId } = meta();
      await stores.games.createGame({ ...meta(), gameId }, START);
      const claim = (owner: string, now: number) =>
        stores.games.claimEnd(gameId, 1, owner, now, now + 100);
      expect(await claim('A', 0)).toBe('claimed');
      expect(await claim('B', 50)).toEqual({ heldUntil: 100 }); // A's claim is live
      expect(await claim('A', 60)).toEqual({ heldUntil: 100 }); // even for A: one delivery at once
      expect(await claim('B', 101)).toBe('claimed'); // A died: its claim ran out
      expect(await claim('A', 150)).toEqual({ heldUntil: 201 });
      await stores.games.endPublished(gameId, 1);
      expect(await claim('A', 300)).toBe('published');
      expect(await claim('B', 300)).toBe('published');
      // another game of the room is claimed on its own
      expect(await stores.games.claimEnd(gameId, 2, 'A', 0, 100)).toBe('claimed');
      // no such game: nothing to publish
      expect(await stores.games.claimEnd('no-such-game', 1, 'A', 0, 100)).not.toBe('claimed');
    });

    it('owes the publication of an end stored with its event until it is published', async () => {
      const { stores } = open();
      const game = meta();
      await stores.games.createGame(game, START);
      const end = { ...resign(2), at: 1000 };
      expect(await stores.games.append(game.gameId, end, true)).toBe(true);
      expect(await stores.games.append(game.gameId, end, true)).toBe(false); // fenced: owed once
      const owed = async (dueBy: number) =>
        (await stores.games.owedEnds(dueBy, 1000)).filter((e) => e.gameId === game.gameId);
      expect(await owed(999)).toEqual([]); // not yet due
      expect(await owed(1000)).toEqual([{ gameId: game.gameId, game: 1 }]);
      await stores.games.endPublished(game.gameId, 1);
      expect(await owed(2000)).toEqual([]);
      // an end owed by a game that is no longer kept is dropped without bringing the game back
      const gone = meta();
      await stores.games.endPublished(gone.gameId, 1);
      expect(await stores.games.loadGame(gone.gameId)).toBeNull();
    });
  });

  describe(`${name}: follow rooms`, () => {
    it('creates a follow room once and keeps only its latest state', async () => {
      const { stores } = open();
      const code = `C${Math.random().toString(36).slice(2, 7)}`;
      const followMeta = { code, key: 'k'.repeat(22), createdAt: 5 };
      expect(await stores.follows.createFollow(followMeta)).toBe(true);
      expect(await stores.follows.createFollow(followMeta)).toBe(false);
      expect(await stores.follows.loadFollow(code)).toEqual({
        meta: followMeta,
        v: 0,
        state: null,
      });
      await stores.follows.saveFollow(code, 1, { slide: 1 });
      await stores.follows.saveFollow(code, 2, { slide: 2 });
      expect(await stores.follows.loadFollow(code)).toEqual({
        meta: followMeta,
        v: 2,
        state: { slide: 2 },
      });
      expect(await stores.follows.loadFollow('NOCODE')).toBeNull();
    });
  });

  describe(`${name}: puzzle races`, () => {
    it('keeps a race, its players (one of a name, in any case) and one answer a puzzle', async () => {
      const { stores } = open();
      const code = `R${Math.random().toString(36).slice(2, 7)}`;
      const raceMeta = {
        code,
        key: 'k'.repeat(22),
        variant: 'plunder',
        puzzles: ['p1', 'p2'],
        seconds: 180,
        countdown: 10,
        createdAt: 5,
      };
      expect(await stores.races.createRace(raceMeta)).toBe(true);
      expect(await stores.races.createRace(raceMeta)).toBe(false);
      const ann = { id: 1, name: 'Ann Lee', token: 't'.repeat(22), joinedAt: 6 };
      expect(await stores.races.addPlayer(code, ann)).toBe(true);
      expect(await stores.races.addPlayer(code, { ...ann, id: 2, name: 'ANN LEE' })).toBe(false);
      expect(await stores.races.addPlayer(code, { ...ann, name: 'Bob' })).toBe(false); // its id
      const bob = { id: 2, name: 'Bob', token: 'u'.repeat(22), joinedAt: 7 };
      expect(await stores.races.addPlayer(code, bob)).toBe(true);
      await stores.races.setTimes(code, 100, 200);
      const answer = { player: 1, index: 0, right: true, turns: ['b2c1'], at: 150 };
      expect(await stores.races.saveAnswer(code, answer)).toBe(true);
      expect(await stores.races.saveAnswer(code, { ...answer, right: false })).toBe(false);
      const wrong = { player: 2, index: 0, right: false, turns: [], at: 160 };
      expect(await stores.races.saveAnswer(code, wrong)).toBe(true);
      expect(await stores.races.loadRace(code)).toEqual({
        meta: raceMeta,
        startsAt: 100,
        endsAt: 200,
        players: [ann, bob],
        answers: [answer, wrong],
      });
      expect(await stores.races.loadRace('NOCODE')).toBeNull();
    });
  });

  describe(`${name}: studies`, () => {
    /** A new account (a study's owner must be one of the players). */
    const owner = async (stores: Stores, name: string) => {
      const tag = Math.random().toString(36).slice(2, 8);
      const player = {
        id: `p-${tag}`,
        name: `${name}_${tag}`,
        account: true,
        passwordHash: 'h',
        createdAt: 0,
        deletedAt: null,
      };
      expect(await stores.players.createPlayer(player)).toBe('ok');
      return player;
    };
    const study = (ownerId: string, at: number, fields: Partial<StudyRecord> = {}) => ({
      id: `S${Math.random().toString(36).slice(2, 12)}`,
      ownerId,
      name: 'Between levels',
      visibility: 'public' as const,
      chapters: 1,
      body: '{"format":"parallel-worlds-study"}',
      createdAt: at,
      updatedAt: at,
      revision: 1,
      ...fields,
    });

    it('keeps a study with its owner’s name, to a cap per owner, and writes it by revision', async () => {
      const { stores } = open();
      const ann = await owner(stores, 'Ann');
      const first = study(ann.id, 10, { visibility: 'private' });
      expect(await stores.studies.createStudy(first, 2)).toBe('created');
      expect(await stores.studies.createStudy(first, 2)).toBe('id-taken');
      expect(await stores.studies.createStudy(study(ann.id, 11), 2)).toBe('created');
      expect(await stores.studies.createStudy(study(ann.id, 12), 2)).toBe('too-many');
      expect(await stores.studies.loadStudy(first.id)).toEqual({ ...first, ownerName: ann.name });
      expect(await stores.studies.loadStudy('no-such-study')).toBeNull();

      const content = { name: 'Again', visibility: 'unlisted' as const, chapters: 2, body: '{}' };
      expect(await stores.studies.updateStudy(first.id, 'someone-else', content, 20)).toBeNull();
      expect(await stores.studies.updateStudy(first.id, ann.id, content, 20, 2)).toBeNull();
      expect(await stores.studies.updateStudy(first.id, ann.id, content, 20, 1)).toBe(2);
      expect(await stores.studies.updateStudy(first.id, ann.id, content, 21)).toBe(3);
      expect(await stores.studies.loadStudy(first.id)).toEqual({
        ...first,
        ...content,
        ownerName: ann.name,
        updatedAt: 21,
        revision: 3,
      });
      expect(await stores.studies.deleteStudy(first.id, 'someone-else')).toBe(false);
      expect(await stores.studies.deleteStudy(first.id, ann.id)).toBe(true);
      expect(await stores.studies.deleteStudy(first.id, ann.id)).toBe(false);
      expect(await stores.studies.loadStudy(first.id)).toBeNull();
      expect(await stores.studies.updateStudy(first.id, ann.id, content, 22)).toBeNull();
    });

    it('lists an owner’s studies or the public ones, newest write first, before a time', async () => {
      const { stores } = open();
      const ann = await owner(stores, 'Ann');
      const bob = await owner(stores, 'Bob');
      const made = [
        study(ann.id, 100, { visibility: 'private' }),
        study(ann.id, 300),
        study(bob.id, 200),
        study(ann.id, 400, { visibility: 'unlisted' }),
      ];
      for (const each of made) await stores.studies.createStudy(each, 10);
      const line = (s: StudyRecord, ownerName: string) => ({
        id: s.id,
        ownerId: s.ownerId,
        ownerName,
        name: s.name,
        visibility: s.visibility,
        chapters: s.chapters,
        updatedAt: s.updatedAt,
      });
      const [secret, older, bobs, unlisted] = made as [
        StudyRecord,
        StudyRecord,
        StudyRecord,
        StudyRecord,
      ];
      expect(await stores.studies.listStudies({ ownerId: ann.id, limit: 10 })).toEqual([
        line(unlisted, ann.name),
        line(older, ann.name),
        line(secret, ann.name),
      ]);
      expect(await stores.studies.listStudies({ ownerId: ann.id, limit: 1, before: 400 })).toEqual([
        line(older, ann.name),
      ]);
      const ours = new Set(made.map((s) => s.id));
      const publicOnes = await stores.studies.listStudies({ visibility: 'public', limit: 1000 });
      expect(publicOnes.filter((s) => ours.has(s.id))).toEqual([
        line(older, ann.name),
        line(bobs, bob.name),
      ]);

      // an owner whose account is deleted has no studies to show; deleting them all
      await stores.players.deletePlayer(bob.id, 500);
      expect(await stores.studies.loadStudy(bobs.id)).toBeNull();
      expect(await stores.studies.listStudies({ ownerId: bob.id, limit: 10 })).toEqual([]);
      await stores.studies.deleteStudiesOf(ann.id);
      expect(await stores.studies.listStudies({ ownerId: ann.id, limit: 10 })).toEqual([]);
      expect(await stores.studies.loadStudy(older.id)).toBeNull();
    });
  });

  describe(`${name}: players`, () => {
    const anonymous = (name: string) => ({
      id: `p-${Math.random().toString(36).slice(2, 10)}`,
      name,
      account: false,
      passwordHash: null,
      createdAt: 7,
      deletedAt: null,
    });

    it('keeps names unique without regard to case, through sign-up and deletion', async () => {
      const { players } = open().stores;
      const tag = Math.random().toString(36).slice(2, 8);
      const ann = anonymous(`Ann_${tag}`);
      expect(await players.createPlayer(ann)).toBe('ok');
      expect(await players.createPlayer(anonymous(`ANN_${tag}`))).toBe('name-taken');
      expect(await players.playerById(ann.id)).toEqual(ann);
      expect(await players.playerByName(`ann_${tag}`)).toEqual(ann);
      expect(await players.playerById('nobody')).toBeNull();
      const bob = anonymous(`bob-${tag}`);
      await players.createPlayer(bob);
      expect(await players.makeAccount(bob.id, `aNN_${tag}`, 'h1')).toBe('name-taken');
      expect(await players.makeAccount(bob.id, `Bobby-${tag}`, 'h1')).toBe('ok');
      expect(await players.playerByName(`bob-${tag}`)).toBeNull(); // the old name is free
      expect(await players.playerByName(`bobby-${tag}`)).toEqual({
        ...bob,
        name: `Bobby-${tag}`,
        account: true,
        passwordHash: 'h1',
      });
      await players.setPasswordHash(bob.id, 'h2');
      expect((await players.playerById(bob.id))?.passwordHash).toBe('h2');
      await players.deletePlayer(bob.id, 99);
      expect(await players.playerById(bob.id)).toEqual({
        ...bob,
        name: 'deleted',
        account: true,
        passwordHash: null,
        deletedAt: 99,
      });
      expect(await players.playerByName('deleted')).toBeNull();
      expect(await players.createPlayer(anonymous(`bobby-${tag}`))).toBe('ok'); // freed
    });

    it('keeps sessions until they are deleted, one by one or all of a player but one', async () => {
      const { players } = open().stores;
      const ann = anonymous(`s${Math.random().toString(36).slice(2, 10)}`);
      await players.createPlayer(ann);
      const session = (sessionId: string) => ({
        sessionId,
        playerId: ann.id,
        createdAt: 3,
        usedAt: 3,
      });
      const ids = ['a', 'b', 'c', 'd'].map((s) => `${ann.id}-${s}`);
      for (const id of ids) await players.createSession(session(id));
      expect(await players.session(ids[0]!)).toEqual(session(ids[0]!));
      await players.deleteSession(ids[0]!);
      expect(await players.session(ids[0]!)).toBeNull();
      await players.deleteSessionsOf(ann.id, ids[1]);
      expect(await players.session(ids[1]!)).toEqual(session(ids[1]!));
      expect(await players.session(ids[2]!)).toBeNull();
      await players.deletePlayer(ann.id, 5);
      expect(await players.session(ids[1]!)).toBeNull();
    });

    it('records a session’s use and deletes the sessions unused since a time', async () => {
      const { players } = open().stores;
      const bea = anonymous(`u${Math.random().toString(36).slice(2, 10)}`);
      await players.createPlayer(bea);
      const [used, idle] = ['used', 'idle'].map((s) => `${bea.id}-${s}`);
      for (const sessionId of [used!, idle!])
        await players.createSession({ sessionId, playerId: bea.id, createdAt: 10, usedAt: 10 });
      await players.touchSession(used!, 5000);
      expect(await players.session(used!)).toMatchObject({ createdAt: 10, usedAt: 5000 });
      await players.deleteSessionsUnusedSince(4000);
      expect(await players.session(idle!)).toBeNull();
      expect(await players.session(used!)).toMatchObject({ usedAt: 5000 });
    });
  });

  describe(`${name}: ratings`, () => {
    /** Each seat's rating moved by `points` (seat 0 gains, seat 1 loses), deviation `deviation`. */
    const moveBy =
      (points: number, deviation: number): RateSeats =>
      ([white, black]) => [
        {
          rating: (white?.rating ?? 1500) + points,
          deviation,
          volatility: 0.06,
          games: (white?.games ?? 0) + 1,
        },
        {
          rating: (black?.rating ?? 1500) - points,
          deviation,
          volatility: 0.06,
          games: (black?.games ?? 0) + 1,
        },
      ];
    const tag = () => Math.random().toString(36).slice(2, 10);
    const key = (players: readonly [string, string], at: number, game = 1): RatedGameKey => ({
      gameId: `g-${tag()}`,
      game,
      variant: 'pocket-mutation',
      at,
      players,
    });

    it('rates a game once, and keeps each player’s rating, history and every game’s change', async () => {
      const { ratings } = open().stores;
      const [ann, bob] = [`ann-${tag()}`, `bob-${tag()}`];
      expect(await ratings.ratingOf(ann, 'pocket-mutation')).toBeNull();
      expect(await ratings.ratingsOf(ann)).toEqual({});
      const first = key([ann, bob], 1000);
      const rated = await ratings.rateGame(first, moveBy(100, 300));
      const change = {
        gameId: first.gameId,
        game: 1,
        variant: 'pocket-mutation',
        at: 1000,
        seats: [
          { playerId: ann, before: 1500, after: 1600, deviation: 300 },
          { playerId: bob, before: 1500, after: 1400, deviation: 300 },
        ],
      };
      expect(rated).toEqual(change);
      // the same game again (an end published twice): nothing changes
      expect(await ratings.rateGame(first, moveBy(50, 200))).toBeNull();
      expect(await ratings.gameRating(first.gameId, 1)).toEqual(change);
      expect(await ratings.gameRating(first.gameId, 2)).toBeNull();
      const annRating = {
        rating: 1600,
        deviation: 300,
        volatility: 0.06,
        games: 1,
        lastRatedAt: 1000,
      };
      expect(await ratings.ratingOf(ann, 'pocket-mutation')).toEqual(annRating);
      expect(await ratings.ratingOf(ann, 'chess')).toBeNull();
      // the next game of the room, seats the other way round
      const second = { ...key([bob, ann], 2000, 2), gameId: first.gameId };
      expect((await ratings.rateGame(second, moveBy(30, 250)))?.seats[1]).toEqual({
        playerId: ann,
        before: 1600,
        after: 1570,
        deviation: 250,
      });
      expect(await ratings.ratingsOf(ann)).toEqual({
        'pocket-mutation': {
          rating: 1570,
          deviation: 250,
          volatility: 0.06,
          games: 2,
          lastRatedAt: 2000,
        },
      });
      expect(await ratings.history(ann, 'pocket-mutation')).toEqual([
        { at: 1000, rating: 1600, deviation: 300, gameId: first.gameId },
        { at: 2000, rating: 1570, deviation: 250, gameId: first.gameId },
      ]);
      expect(await ratings.history(ann, 'chess')).toEqual([]);
    });

    it('rates a game published twice at once only once', async () => {
      const { ratings } = open().stores;
      const game = key([`ann-${tag()}`, `bob-${tag()}`], 5);
      const both = await Promise.all([
        ratings.rateGame(game, moveBy(10, 300)),
        ratings.rateGame(game, moveBy(10, 300)),
      ]);
      expect(both.filter((rated) => rated !== null)).toHaveLength(1);
      expect(await ratings.ratingOf(game.players[0], 'pocket-mutation')).toMatchObject({
        rating: 1510,
        games: 1,
      });
    });

    it('ranks the players whose deviation is under 75, best first', async () => {
      const { ratings } = open().stores;
      const ids = [0, 1, 2, 3].map((i) => `rank${i}-${tag()}`);
      await ratings.rateGame(key([ids[0]!, ids[1]!], 1), moveBy(200, 74.9));
      await ratings.rateGame(key([ids[2]!, ids[3]!], 2), moveBy(300, 75)); // not yet ranked
      const board = (await ratings.leaderboard('pocket-mutation', 100)).filter((row) =>
        ids.includes(row.playerId),
      );
      expect(board).toEqual([
        { playerId: ids[0], rating: 1700, deviation: 74.9, games: 1 },
        { playerId: ids[1], rating: 1300, deviation: 74.9, games: 1 },
      ]);
      expect(await ratings.leaderboard('pocket-mutation', 1)).toHaveLength(1);
    });
  });

  describe(`${name}: leases`, () => {
    it('holds a lease for one owner until it is released or runs out', async () => {
      const { stores, pass } = open();
      const room = `room-${Math.random().toString(36).slice(2, 8)}`;
      expect(await stores.leases.acquire(room, 'A', 5000)).toBe(true);
      expect(await stores.leases.acquire(room, 'B', 5000)).toBe(false);
      expect(await stores.leases.acquire(room, 'A', 5000)).toBe(true);
      expect(await stores.leases.renew([room], 'B', 5000)).toEqual([false]);
      expect(await stores.leases.renew([room, `${room}-none`], 'A', 100)).toEqual([true, false]);
      await stores.leases.release(room, 'B'); // not B's: nothing happens
      expect(await stores.leases.acquire(room, 'B', 5000)).toBe(false);
      await pass(150); // A's lease (100 ms) runs out
      expect(await stores.leases.renew([room], 'A', 5000)).toEqual([false]);
      expect(await stores.leases.acquire(room, 'B', 5000)).toBe(true);
      await stores.leases.release(room, 'B');
      expect(await stores.leases.acquire(room, 'A', 5000)).toBe(true);
    });
  });

  describe(`${name}: the lobby's seeks and pools`, () => {
    const unique = () => `p-${Math.random().toString(36).slice(2, 10)}`;
    let made = 0;
    const seek = (playerId: string, days: number | null, expiresAt: number): SeekRecord => ({
      seekId: unique(),
      playerId,
      name: playerId,
      account: true,
      rating: 1500,
      provisional: true,
      variant: 'plunder',
      clock: days === null ? '5+3' : null,
      days,
      rated: false,
      color: 'random',
      createdAt: ++made,
      expiresAt,
    });
    const entry = (playerId: string, expiresAt: number): PoolEntry => ({
      playerId,
      name: playerId,
      account: false,
      rating: 1612.5,
      pool: 'plunder-5+3',
      joinedAt: 1,
      expiresAt,
    });

    it('lists open seeks, gives a seek to one taker once, and deletes only its owner’s', async () => {
      const { stores } = open();
      const player = unique();
      const live = seek(player, null, 1000);
      const days = seek(player, 3, 5000);
      await stores.seeks.addSeek(live);
      await stores.seeks.addSeek(days);
      expect(await stores.seeks.countSeeks(player, 10)).toBe(2);
      expect(await stores.seeks.countSeeks(player, 2000)).toBe(1); // the real-time one expired
      const listed = (await stores.seeks.listSeeks(10)).filter((s) => s.playerId === player);
      expect(listed).toEqual([live, days]);
      expect(await stores.seeks.seek(live.seekId, 2000)).toBeNull();
      const takes = await Promise.all([
        stores.seeks.takeSeek(days.seekId, 10),
        stores.seeks.takeSeek(days.seekId, 10),
      ]);
      expect(takes.filter(Boolean)).toEqual([days]);
      expect(await stores.seeks.deleteSeek(live.seekId, 'someone-else')).toBe(false);
      expect(await stores.seeks.deleteSeek(live.seekId, player)).toBe(true);
      expect(await stores.seeks.countSeeks(player, 10)).toBe(0);
    });

    it('keeps real-time seeks and pool entries alive while refreshed; leaving drops them', async () => {
      const { stores } = open();
      const player = unique();
      const live = seek(player, null, 1000);
      const days = seek(player, 7, 1000);
      await stores.seeks.addSeek(live);
      await stores.seeks.addSeek(days);
      await stores.seeks.joinPool(entry(player, 1000));
      await stores.seeks.refresh([player], 9000);
      expect((await stores.seeks.seek(live.seekId, 5000))?.expiresAt).toBe(9000);
      expect(await stores.seeks.seek(days.seekId, 5000)).toBeNull(); // days are not refreshed
      expect((await stores.seeks.poolEntries(5000)).map((e) => e.playerId)).toContain(player);
      await stores.seeks.leave(player);
      expect(await stores.seeks.seek(live.seekId, 10)).toBeNull();
      expect(await stores.seeks.seek(days.seekId, 10)).toEqual(days); // a correspondence seek stays
      expect((await stores.seeks.poolEntries(10)).map((e) => e.playerId)).not.toContain(player);
      await stores.seeks.sweep(2000);
      expect(await stores.seeks.seek(days.seekId, 10)).toBeNull();
    });

    it('takes a pair out of the pool at once, or nobody', async () => {
      const { stores } = open();
      const [a, b, c] = [unique(), unique(), unique()];
      for (const player of [a, b, c]) await stores.seeks.joinPool(entry(player, 9000));
      await stores.seeks.joinPool({ ...entry(c, 9000), pool: 'pocket-mutation-3+2' }); // moves
      const mine = (await stores.seeks.poolEntries(10)).filter((e) =>
        [a, b, c].includes(e.playerId),
      );
      expect(mine.map((e) => [e.playerId, e.pool, e.rating])).toEqual(
        expect.arrayContaining([
          [a, 'plunder-5+3', 1612.5],
          [c, 'pocket-mutation-3+2', 1612.5],
        ]),
      );
      expect(mine).toHaveLength(3);
      const both = await Promise.all([stores.seeks.takePair(a, b), stores.seeks.takePair(a, c)]);
      expect(both.filter(Boolean)).toHaveLength(1); // a is paired once
      const left = (await stores.seeks.poolEntries(10)).filter((e) =>
        [a, b, c].includes(e.playerId),
      );
      expect(left).toHaveLength(1); // the loser's other player is still waiting
      await stores.seeks.leavePool(left[0]!.playerId);
      expect(await stores.seeks.takePair(a, left[0]!.playerId)).toBe(false);
    });
  });

  describe(`${name}: puzzle results`, () => {
    const tag = () => Math.random().toString(36).slice(2, 10);
    const start = { rating: 900, deviation: 250, volatility: 0.09, games: 0 };
    const attempt = (playerId: string, puzzleId: string, win: boolean, at: number): AttemptKey => ({
      playerId,
      puzzleId,
      variant: 'plunder',
      win,
      at,
      start,
    });
    /** A solve moves the player up and the puzzle down by 10 (a failure the other way). */
    const byTen =
      (win: boolean): RateAttempt =>
      (player, puzzle) => ({
        player: {
          rating: (player?.rating ?? 1500) + (win ? 10 : -10),
          deviation: 200,
          volatility: 0.06,
          games: (player?.games ?? 0) + 1,
        },
        puzzle: { ...puzzle, rating: puzzle.rating - (win ? 10 : -10), games: puzzle.games + 1 },
      });

    it('rates a player’s first attempt at a puzzle only, and keeps every attempt', async () => {
      const results = open().stores.puzzleResults;
      const [ann, bob, puzzle] = [`ann-${tag()}`, `bob-${tag()}`, `p${tag()}`];
      expect(await results.playerRating(ann)).toBeNull();
      const first = await results.attempt(attempt(ann, puzzle, true, 1000), byTen(true));
      expect(first).toMatchObject({
        rated: true,
        player: { before: { rating: 1500, deviation: 500 }, after: { rating: 1510 } },
        puzzle: { before: start, after: { rating: 890, games: 1 } },
        streak: 1,
        bestStreak: 1,
      });
      const again = await results.attempt(attempt(ann, puzzle, false, 2000), byTen(false));
      expect(again).toMatchObject({
        rated: false,
        player: { before: { rating: 1510 }, after: { rating: 1510 } },
        puzzle: { before: { rating: 890 }, after: { rating: 890 } },
        streak: 1,
      });
      // another player's first attempt at it is rated, from what the puzzle has learned
      const other = await results.attempt(attempt(bob, puzzle, false, 3000), byTen(false));
      expect(other).toMatchObject({ rated: true, puzzle: { after: { rating: 900, games: 2 } } });
      expect(other.streak).toBe(0);
      expect(await results.playerRating(ann)).toMatchObject({
        rating: 1510,
        games: 1,
        lastRatedAt: 1000,
        streak: 1,
        bestStreak: 1,
      });
      expect(await results.history(ann, 50)).toEqual([
        { puzzleId: puzzle, variant: 'plunder', win: false, rated: false, at: 2000, rating: 1510 },
        { puzzleId: puzzle, variant: 'plunder', win: true, rated: true, at: 1000, rating: 1510 },
      ]);
      expect(await results.history(ann, 1)).toHaveLength(1);
      const learned = await results.puzzleRatings('plunder');
      expect(learned.get(puzzle)).toMatchObject({ rating: 900, games: 2 });
      expect((await results.puzzleRatings('parallel-worlds')).has(puzzle)).toBe(false);
    });

    it('rates once when one player’s first attempts at a puzzle arrive at once', async () => {
      const results = open().stores.puzzleResults;
      const [ann, puzzle] = [`ann-${tag()}`, `p${tag()}`];
      const all = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          results.attempt(attempt(ann, puzzle, true, 1000 + i), byTen(true)),
        ),
      );
      expect(all.filter((record) => record.rated)).toHaveLength(1);
      expect(await results.playerRating(ann)).toMatchObject({ rating: 1510, games: 1 });
      expect((await results.puzzleRatings('plunder')).get(puzzle)).toMatchObject({ games: 1 });
      expect(await results.history(ann, 50)).toHaveLength(6);
    });

    it('keeps the best Storm score per game, which only rises', async () => {
      const results = open().stores.puzzleResults;
      const ann = `ann-${tag()}`;
      const run = (score: number) => ({
        score,
        moves: null,
        errors: null,
        combo: null,
        time: null,
      });
      expect(await results.stormBests(ann)).toEqual({});
      expect(await results.recordStorm(ann, 'plunder', run(12), 1)).toBe(12);
      expect(await results.recordStorm(ann, 'plunder', run(7), 2)).toBe(12);
      expect(await results.recordStorm(ann, 'plunder', run(30), 3)).toBe(30);
      expect(await results.recordStorm(ann, 'parallel-worlds', run(0), 4)).toBe(0);
      expect(await results.stormBests(ann)).toEqual({ plunder: 30, 'parallel-worlds': 0 });
    });
  });
}
