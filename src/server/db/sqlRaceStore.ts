/**
 * Puzzle races in the SQL database (raceStore.ts's `RaceStore`): a row per race, per player
 * (its name unique in the race by `name_key`) and per answer (one per player and puzzle, by the
 * primary key), so that two processes that both thought they held a race could not store a
 * second player of one name or a second answer to one puzzle.
 */
import type { Kysely } from 'kysely';
import { raceNameKey } from '../../protocol';
import type {
  RaceAnswerRecord,
  RaceMeta,
  RacePlayerRecord,
  RaceRecord,
  RaceStore,
} from '../raceStore';
import type { Database } from './schema';

export class SqlRaceStore implements RaceStore {
  constructor(private readonly db: Kysely<Database>) {}

  async createRace(meta: RaceMeta): Promise<boolean> {
    const created = await this.db
      .insertInto('races')
      .values({
        code: meta.code,
        key: meta.key,
        variant: meta.variant,
        puzzles: JSON.stringify(meta.puzzles),
        seconds: meta.seconds,
        countdown: meta.countdown,
        created_at: meta.createdAt,
        starts_at: null,
        ends_at: null,
      })
      .onConflict((conflict) => conflict.column('code').doNothing())
      .executeTakeFirst();
    return Number(created.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async loadRace(code: string): Promise<RaceRecord | null> {
    const race = await this.db
      .selectFrom('races')
      .selectAll()
      .where('code', '=', code)
      .executeTakeFirst();
    if (!race) return null;
    const [players, answers] = await Promise.all([
      this.db
        .selectFrom('race_players')
        .select(['id', 'name', 'token', 'joined_at'])
        .where('code', '=', code)
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('race_answers')
        .select(['player', 'idx', 'solved', 'turns', 'at'])
        .where('code', '=', code)
        .orderBy('at')
        .orderBy('player')
        .orderBy('idx')
        .execute(),
    ]);
    return {
      meta: {
        code: race.code,
        key: race.key,
        variant: race.variant,
        puzzles: JSON.parse(race.puzzles) as string[],
        seconds: race.seconds,
        countdown: race.countdown,
        createdAt: Number(race.created_at),
      },
      startsAt: race.starts_at === null ? null : Number(race.starts_at),
      endsAt: race.ends_at === null ? null : Number(race.ends_at),
      players: players.map((p) => ({
        id: p.id,
        name: p.name,
        token: p.token,
        joinedAt: Number(p.joined_at),
      })),
      answers: answers.map((a) => ({
        player: a.player,
        index: a.idx,
        right: a.solved === 1,
        turns: JSON.parse(a.turns) as string[],
        at: Number(a.at),
      })),
    };
  }

  async addPlayer(code: string, player: RacePlayerRecord): Promise<boolean> {
    const added = await this.db
      .insertInto('race_players')
      .values({
        code,
        id: player.id,
        name: player.name,
        name_key: raceNameKey(player.name),
        token: player.token,
        joined_at: player.joinedAt,
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    return Number(added.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async saveAnswer(code: string, answer: RaceAnswerRecord): Promise<boolean> {
    const saved = await this.db
      .insertInto('race_answers')
      .values({
        code,
        player: answer.player,
        idx: answer.index,
        solved: answer.right ? 1 : 0,
        turns: JSON.stringify(answer.turns),
        at: answer.at,
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    return Number(saved.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  async setTimes(code: string, startsAt: number, endsAt: number): Promise<void> {
    await this.db
      .updateTable('races')
      .set({ starts_at: startsAt, ends_at: endsAt })
      .where('code', '=', code)
      .execute();
  }
}
