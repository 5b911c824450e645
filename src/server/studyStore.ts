/**
 * Where accounts' studies are kept (issue 46, studyRoutes.ts): a row per study with its owner
 * (an account's player id), what the lists show (name, visibility, chapter count, when it was
 * last written) and its JSON whole, as `writeStudy` (src/content/study.ts) writes it without id
 * or owner: the routes validate a study before it is stored and answer it as stored. `revision`
 * is 1 at the creation and one more at each write, so a client can refuse to overwrite a write
 * it has not seen (`If-Match`). One interface, `StudyStore`, in memory here (the unit tests') and
 * in the SQL database (db/sqlStudyStore.ts).
 *
 * A study is read with its owner's name, and only while the owner's account exists.
 */
import type { Visibility } from '../content/study';
import type { PlayerStore } from './playerStore';

/** What a write gives a study: its JSON (`body`) and what the lists show of it. */
export interface StudyContent {
  readonly name: string;
  readonly visibility: Visibility;
  readonly chapters: number;
  /** `writeStudy`'s JSON text, without `id` and `owner`. */
  readonly body: string;
}

export interface StudyRecord extends StudyContent {
  readonly id: string;
  /** The owning account's player id. */
  readonly ownerId: string;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly revision: number;
}

/** A study as read: with its owner's account name. */
export interface StoredStudy extends StudyRecord {
  readonly ownerName: string;
}

/** A line of a list of studies. */
export type StudySummary = Omit<StoredStudy, 'body' | 'createdAt' | 'revision'>;

/** Which studies a list shows: an owner's, or those of one visibility; newest write first. */
export interface StudyQuery {
  readonly ownerId?: string;
  readonly visibility?: Visibility;
  /** Only studies last written before this time (ms): the next page after a list's last. */
  readonly before?: number;
  readonly limit: number;
}

export type StudyCreation = 'created' | 'id-taken' | 'too-many';

export interface StudyStore {
  /** Stores a new study, unless its id is taken or its owner has `max` studies already. */
  createStudy(study: StudyRecord, max: number): Promise<StudyCreation>;
  /** The study and its owner's name; null if there is none (or its owner's account is gone). */
  loadStudy(id: string): Promise<StoredStudy | null>;
  /**
   * Writes the owner's study anew at `at`: its new revision; null when there is no such study
   * of that owner or (given `revision`) it is at another revision now.
   */
  updateStudy(
    id: string,
    ownerId: string,
    content: StudyContent,
    at: number,
    revision?: number,
  ): Promise<number | null>;
  /** Deletes the owner's study; false if there is no such study of that owner. */
  deleteStudy(id: string, ownerId: string): Promise<boolean>;
  /** Deletes every study of an owner (their account is deleted). */
  deleteStudiesOf(ownerId: string): Promise<void>;
  listStudies(query: StudyQuery): Promise<StudySummary[]>;
}

/** Studies in this process's memory (the unit tests'), their owners' names from `players`. */
export class MemoryStudyStore implements StudyStore {
  private readonly studies = new Map<string, StudyRecord>();

  constructor(private readonly players: PlayerStore) {}

  async createStudy(study: StudyRecord, max: number): Promise<StudyCreation> {
    if (this.studies.has(study.id)) return 'id-taken';
    const owned = [...this.studies.values()].filter((s) => s.ownerId === study.ownerId).length;
    if (owned >= max) return 'too-many';
    this.studies.set(study.id, study);
    return 'created';
  }

  /** The study with its owner's name, if the owner's account is there. */
  private async withOwner(study: StudyRecord | undefined): Promise<StoredStudy | null> {
    if (!study) return null;
    const owner = await this.players.playerById(study.ownerId);
    return owner && owner.deletedAt === null ? { ...study, ownerName: owner.name } : null;
  }

  loadStudy(id: string): Promise<StoredStudy | null> {
    return this.withOwner(this.studies.get(id));
  }

  async updateStudy(
    id: string,
    ownerId: string,
    content: StudyContent,
    at: number,
    revision?: number,
  ): Promise<number | null> {
    const study = this.studies.get(id);
    if (!study || study.ownerId !== ownerId) return null;
    if (revision !== undefined && study.revision !== revision) return null;
    this.studies.set(id, { ...study, ...content, updatedAt: at, revision: study.revision + 1 });
    return study.revision + 1;
  }

  async deleteStudy(id: string, ownerId: string): Promise<boolean> {
    if (this.studies.get(id)?.ownerId !== ownerId) return false;
    return this.studies.delete(id);
  }

  async deleteStudiesOf(ownerId: string): Promise<void> {
    for (const [id, study] of this.studies) if (study.ownerId === ownerId) this.studies.delete(id);
  }

  async listStudies(query: StudyQuery): Promise<StudySummary[]> {
    const chosen = [...this.studies.values()]
      .filter(
        (study) =>
          (query.ownerId === undefined || study.ownerId === query.ownerId) &&
          (query.visibility === undefined || study.visibility === query.visibility) &&
          (query.before === undefined || study.updatedAt < query.before),
      )
      .sort((a, b) => b.updatedAt - a.updatedAt || (a.id < b.id ? 1 : -1));
    const listed: StudySummary[] = [];
    for (const study of chosen) {
      if (listed.length === query.limit) break;
      const stored = await this.withOwner(study);
      if (stored) listed.push(summaryOf(stored));
    }
    return listed;
  }
}

/** A stored study's line in a list. */
const summaryOf = ({
  id,
  ownerId,
  ownerName,
  name,
  visibility,
  chapters,
  updatedAt,
}: StoredStudy): StudySummary => ({
  id,
  ownerId,
  ownerName,
  name,
  visibility,
  chapters,
  updatedAt,
});
