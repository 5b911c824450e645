/**
 * Studies in the SQL database (studyStore.ts's `StudyStore`; migration 009): one row per study,
 * read joined to its owner's row in `players` (for the name; an owner whose account is deleted
 * has no studies to show). A creation counts the owner's studies and inserts in one transaction,
 * the owner's player row locked on PostgreSQL (SQLite's transactions take the write lock at their
 * start), so two creations at once cannot pass the cap together; an update names the revision it
 * replaces when the client gave one, so a write it has not seen is never overwritten.
 */
import type { Kysely } from 'kysely';
import type { Visibility } from '../../content/study';
import type {
  StoredStudy,
  StudyContent,
  StudyCreation,
  StudyQuery,
  StudyRecord,
  StudyStore,
  StudySummary,
} from '../studyStore';
import type { DatabaseKind } from './database';
import type { Database } from './schema';

export class SqlStudyStore implements StudyStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly kind: DatabaseKind,
  ) {}

  async createStudy(study: StudyRecord, max: number): Promise<StudyCreation> {
    return this.db.transaction().execute(async (tx) => {
      await tx
        .selectFrom('players')
        .select('id')
        .where('id', '=', study.ownerId)
        .$if(this.kind === 'postgres', (query) => query.forUpdate())
        .execute();
      const { n } = await tx
        .selectFrom('studies')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('owner_id', '=', study.ownerId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= max) return 'too-many';
      const created = await tx
        .insertInto('studies')
        .values({
          id: study.id,
          owner_id: study.ownerId,
          name: study.name,
          visibility: study.visibility,
          chapters: study.chapters,
          body: study.body,
          created_at: study.createdAt,
          updated_at: study.updatedAt,
          revision: study.revision,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .executeTakeFirst();
      return Number(created.numInsertedOrUpdatedRows ?? 0) > 0 ? 'created' : 'id-taken';
    });
  }

  /** The studies with their owners' names, of living accounts only. */
  private withOwners() {
    return this.db
      .selectFrom('studies')
      .innerJoin('players', 'players.id', 'studies.owner_id')
      .where('players.deleted_at', 'is', null);
  }

  async loadStudy(id: string): Promise<StoredStudy | null> {
    const row = await this.withOwners()
      .selectAll('studies')
      .select('players.name as owner_name')
      .where('studies.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      id: row.id,
      ownerId: row.owner_id,
      ownerName: row.owner_name,
      name: row.name,
      visibility: row.visibility as Visibility,
      chapters: row.chapters,
      body: row.body,
      createdAt: Number(row.created_at),
      updatedAt: Number(row.updated_at),
      revision: row.revision,
    };
  }

  async updateStudy(
    id: string,
    ownerId: string,
    content: StudyContent,
    at: number,
    revision?: number,
  ): Promise<number | null> {
    const row = await this.db
      .updateTable('studies')
      .set((eb) => ({
        name: content.name,
        visibility: content.visibility,
        chapters: content.chapters,
        body: content.body,
        updated_at: at,
        revision: eb('revision', '+', 1),
      }))
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .$if(revision !== undefined, (query) => query.where('revision', '=', revision!))
      .returning('revision')
      .executeTakeFirst();
    return row ? row.revision : null;
  }

  async deleteStudy(id: string, ownerId: string): Promise<boolean> {
    const deleted = await this.db
      .deleteFrom('studies')
      .where('id', '=', id)
      .where('owner_id', '=', ownerId)
      .executeTakeFirst();
    return Number(deleted.numDeletedRows) > 0;
  }

  async deleteStudiesOf(ownerId: string): Promise<void> {
    await this.db.deleteFrom('studies').where('owner_id', '=', ownerId).execute();
  }

  async listStudies(query: StudyQuery): Promise<StudySummary[]> {
    const rows = await this.withOwners()
      .select([
        'studies.id',
        'studies.owner_id',
        'players.name as owner_name',
        'studies.name',
        'studies.visibility',
        'studies.chapters',
        'studies.updated_at',
      ])
      .$if(query.ownerId !== undefined, (q) => q.where('studies.owner_id', '=', query.ownerId!))
      .$if(query.visibility !== undefined, (q) =>
        q.where('studies.visibility', '=', query.visibility!),
      )
      .$if(query.before !== undefined, (q) => q.where('studies.updated_at', '<', query.before!))
      .orderBy('studies.updated_at', 'desc')
      .orderBy('studies.id', 'desc')
      .limit(query.limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      ownerId: row.owner_id,
      ownerName: row.owner_name,
      name: row.name,
      visibility: row.visibility as Visibility,
      chapters: row.chapters,
      updatedAt: Number(row.updated_at),
    }));
  }
}
