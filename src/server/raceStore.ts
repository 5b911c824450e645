/**
 * Where puzzle races are kept (issue 45, raceRoom.ts): the race (its code, the host's key, the
 * game, the puzzles' ids in order, the duration and countdown, when it starts and ends), its
 * players (an id in the race, the name, the rejoin token) and every answer (right or wrong, the
 * turns, when). Stored before the room applies them, so a race survives its process: the room
 * is re-created from here, and the results stay after the race. One interface, `RaceStore`, in
 * memory (the unit tests') or in the SQL database (db/sqlRaceStore.ts).
 */
import { raceNameKey as raceNameKeyOf } from '../protocol';

export interface RaceMeta {
  readonly code: string;
  /** The host's key. */
  readonly key: string;
  readonly variant: string;
  readonly puzzles: readonly string[];
  readonly seconds: number;
  readonly countdown: number;
  readonly createdAt: number;
}

export interface RacePlayerRecord {
  /** 1, 2, … in the order they joined. */
  readonly id: number;
  readonly name: string;
  readonly token: string;
  readonly joinedAt: number;
}

export interface RaceAnswerRecord {
  readonly player: number;
  readonly index: number;
  readonly right: boolean;
  readonly turns: readonly string[];
  readonly at: number;
}

export interface RaceRecord {
  readonly meta: RaceMeta;
  /** When the countdown ends and the race begins (null: the host has not started it). */
  readonly startsAt: number | null;
  /** When the race ends (moved earlier when everyone finished, or the host ended it). */
  readonly endsAt: number | null;
  readonly players: readonly RacePlayerRecord[];
  /** In the order they were stored. */
  readonly answers: readonly RaceAnswerRecord[];
}

export interface RaceStore {
  /** Stores a new race; false if the code is taken. */
  createRace(meta: RaceMeta): Promise<boolean>;
  loadRace(code: string): Promise<RaceRecord | null>;
  /** Adds a player; false if the race has its id or its name already (names in any case). */
  addPlayer(code: string, player: RacePlayerRecord): Promise<boolean>;
  /** Stores an answer; false if that player has answered that puzzle already. */
  saveAnswer(code: string, answer: RaceAnswerRecord): Promise<boolean>;
  setTimes(code: string, startsAt: number, endsAt: number): Promise<void>;
}

/** Races in this process's memory (the unit tests'). */
export class MemoryRaceStore implements RaceStore {
  private readonly races = new Map<string, RaceRecord>();

  async createRace(meta: RaceMeta): Promise<boolean> {
    if (this.races.has(meta.code)) return false;
    this.races.set(meta.code, { meta, startsAt: null, endsAt: null, players: [], answers: [] });
    return true;
  }

  async loadRace(code: string): Promise<RaceRecord | null> {
    return this.races.get(code) ?? null;
  }

  async addPlayer(code: string, player: RacePlayerRecord): Promise<boolean> {
    const race = this.races.get(code);
    const key = raceNameKeyOf(player.name);
    if (!race || race.players.some((p) => p.id === player.id || raceNameKeyOf(p.name) === key))
      return false;
    this.races.set(code, { ...race, players: [...race.players, player] });
    return true;
  }

  async saveAnswer(code: string, answer: RaceAnswerRecord): Promise<boolean> {
    const race = this.races.get(code);
    if (!race || race.answers.some((a) => a.player === answer.player && a.index === answer.index))
      return false;
    this.races.set(code, { ...race, answers: [...race.answers, answer] });
    return true;
  }

  async setTimes(code: string, startsAt: number, endsAt: number): Promise<void> {
    const race = this.races.get(code);
    if (race) this.races.set(code, { ...race, startsAt, endsAt });
  }
}
