/**
 * The follow room (Colyseus room name `follow`, room id `follow-<code>`): 'Let others follow'.
 * One leader (the presenter's console, a teacher's board; it holds the key that
 * `POST /api/follow` gave with the code) publishes what its board shows — a board state or a
 * slide, any JSON object up to MAX_FOLLOW_MESSAGE_BYTES — and every follower (`?follow=<code>`)
 * receives it live. Only the latest state matters: it is stored (with its version) before it
 * is broadcast, so a follower who joins late, or after the room moved to another process, gets
 * it at once. After the whole (`publish`) the leader sends the parts that changed (`patch`,
 * src/protocol/follow.ts), merged here into the state kept and passed on as `follow-patch`.
 *
 * A class (issue 46, src/protocol/followClass.ts): followers who join with a name are students
 * (classroom.ts keeps them and their answers in memory); a student's `answer` goes to the leader
 * alone (`follow-answer`), and the leader gets the class whole when it joins (`follow-class`: a
 * teacher's reload finds every answer) and the students whenever one comes or goes. Followers
 * without a name, and leaders without a class, see nothing of this.
 */
import { ClientState, ServerError, type Client } from '@colyseus/core';
import { Classroom } from './classroom';
import type { FollowMeta } from './followStore';
import { guardMessages } from './guard';
import { sameKey } from './ids';
import { Lease, reportRoomError } from './lease';
import { LeasedRoom } from './leasedRoom';
import {
  CLASS_JOIN_ERRORS,
  JOIN_ERRORS,
  checkClassAnswer,
  MAX_FOLLOW_MESSAGE_BYTES,
  MAX_MESSAGE_BYTES,
  PROTOCOL,
  checkFollowJoin,
  checkFollowPatch,
  followRoomId,
  isClientMessageType,
  validators,
  type ClientMessages,
  type FollowParts,
  type FollowWelcome,
  withPatch,
} from '../protocol';

interface Member {
  leader: boolean;
  student?: number; // a class's student: its id (classroom.ts)
}

const STUDENTS_MS = 250;

export class FollowRoom extends LeasedRoom {
  maxClients = 2000;
  private meta!: FollowMeta;
  private v = 0;
  private latest: FollowParts | null = null;
  private classroom!: Classroom;
  private studentsTimer: ReturnType<typeof setTimeout> | null = null;

  async onCreate(options: unknown): Promise<void> {
    const checked = checkFollowJoin(options);
    if (!checked.ok) throw new ServerError(JOIN_ERRORS['bad-options'], 'bad-options');
    const { code } = checked.value;
    this.roomId = followRoomId(code);
    this.lease = new Lease(this.context, this.roomId, () => this.handOver());
    await this.lease.take();
    const record = await this.context.store.follows.loadFollow(code).catch(() => undefined);
    if (!record) {
      await this.lease.release();
      throw new ServerError(
        record === undefined ? JOIN_ERRORS['store-failed'] : JOIN_ERRORS['no-such-game'],
        record === undefined ? 'store-failed' : 'no-such-game',
      );
    }
    this.meta = record.meta;
    this.v = record.v;
    this.latest = record.state;
    this.classroom = new Classroom(() => this.context.ids.key());
    guardMessages(this, {
      maxBytes: (client) =>
        (client.userData as Member | undefined)?.leader
          ? MAX_FOLLOW_MESSAGE_BYTES
          : MAX_MESSAGE_BYTES,
      dispatch: (client, type, message) => this.dispatch(client, type, message),
      refuse: (client, refusal) => this.refuse(client, refusal),
    });
  }

  onJoin(client: Client, options: unknown): void {
    const checked = checkFollowJoin(options);
    if (!checked.ok) throw new ServerError(JOIN_ERRORS['bad-options'], 'bad-options');
    const { key, name, token } = checked.value;
    if (key !== undefined && !sameKey(key, this.meta.key))
      throw new ServerError(JOIN_ERRORS['bad-key'], 'bad-key');
    const you = name === undefined ? null : this.classroom.enrol(name, token);
    if (typeof you === 'string') throw new ServerError(CLASS_JOIN_ERRORS[you], you);
    const member: Member = { leader: key !== undefined, ...(you ? { student: you.id } : {}) };
    client.userData = member;
    const { followers, leader } = this.counts();
    const welcome: FollowWelcome = {
      protocol: PROTOCOL,
      code: this.meta.code,
      role: member.leader ? 'leader' : 'follower',
      v: this.v,
      state: this.latest,
      followers,
      leader,
    };
    client.send('follow-welcome', welcome);
    if (you) {
      client.send('follow-you', you);
      this.studentsChanged();
    } else if (member.leader && this.classroom.size > 0)
      client.send('follow-class', {
        students: this.classroom.list((id) => this.here(id)),
        answers: this.classroom.answers(),
      });
    this.presenceChanged();
  }

  onDrop(client: Client): void {
    super.onDrop(client);
    if ((client.userData as Member | undefined)?.student !== undefined) this.studentsChanged();
  }

  onLeave(client?: Client): void {
    super.onLeave(client);
    if ((client?.userData as Member | undefined)?.student !== undefined) this.studentsChanged();
  }

  async onDispose(): Promise<void> {
    if (this.studentsTimer) clearTimeout(this.studentsTimer);
    await super.onDispose();
  }

  /** Whether a connection of student `id` is here. */
  private here(id: number): boolean {
    return this.clients.some(
      (client) =>
        (client.userData as Member | undefined)?.student === id &&
        client.state !== ClientState.RECONNECTING,
    );
  }

  private toLeaders(type: string, message: unknown): void {
    for (const client of this.clients)
      if ((client.userData as Member | undefined)?.leader) client.send(type, message);
  }

  /** Tells the leader the students soon: comings and goings within STUDENTS_MS go as one. */
  private studentsChanged(): void {
    if (this.studentsTimer || this.closing) return;
    this.studentsTimer = setTimeout(() => {
      this.studentsTimer = null;
      this.toLeaders('follow-students', {
        students: this.classroom.list((id) => this.here(id)),
      });
    }, STUDENTS_MS);
  }

  /** A student's answer: kept, and passed to the leader alone. */
  private answer(client: Client, message: unknown): void {
    const student = (client.userData as Member).student;
    if (student === undefined) {
      this.refuse(client, { type: 'answer', code: 'not-a-player' });
      return;
    }
    const checked = checkClassAnswer(message);
    if (!checked.ok) {
      this.refuse(client, { type: 'answer', code: 'bad-message', detail: checked.detail });
      return;
    }
    this.toLeaders(
      'follow-answer',
      this.classroom.answer(student, checked.value, this.context.clock.now()),
    );
  }

  onReconnect(client: Client): void {
    if (this.latest) client.send('follow', { v: this.v, state: this.latest });
    this.presenceChanged();
  }

  private counts(): { followers: number; leader: boolean } {
    let followers = 0;
    let leader = false;
    for (const client of this.clients) {
      if ((client.userData as Member | undefined)?.leader) leader = true;
      else followers++;
    }
    return { followers, leader };
  }

  protected presenceMessage(): [string, { followers: number; leader: boolean }] {
    return ['follow-presence', this.counts()];
  }

  private dispatch(client: Client, type: string, message: unknown): void {
    if (type === 'patch') return this.patch(client, message);
    if (type === 'answer') return this.answer(client, message);
    if (type !== 'publish' && type !== 'sync') {
      this.refuse(client, {
        type,
        code: isClientMessageType(type) ? 'not-a-player' : 'unknown-type',
      });
      return;
    }
    const checked = validators[type](message);
    if (!checked.ok) {
      this.refuse(client, { type, code: 'bad-message', detail: checked.detail });
      return;
    }
    if (type === 'sync') {
      if (this.latest) client.send('follow', { v: this.v, state: this.latest });
      return;
    }
    if (!(client.userData as Member).leader) {
      this.refuse(client, { type, code: 'not-leader' });
      return;
    }
    const plain = this.plain(client, type, (checked.value as ClientMessages['publish']).state);
    if (plain) this.enqueue(client, 'publish', plain);
  }

  /** The leader's changed parts, merged into the state kept (there must be one). */
  private patch(client: Client, message: unknown): void {
    if (!(client.userData as Member).leader) {
      this.refuse(client, { type: 'patch', code: 'not-leader' });
      return;
    }
    const checked = checkFollowPatch(message);
    if (!checked.ok) {
      this.refuse(client, { type: 'patch', code: 'bad-message', detail: checked.detail });
      return;
    }
    const parts = this.plain(client, 'patch', checked.value.parts);
    if (parts) this.enqueue(client, 'patch', parts);
  }

  /** A copy of what a leader sent as plain JSON, or null (refused: not JSON, or too large). */
  private plain(client: Client, type: string, value: FollowParts): FollowParts | null {
    let text: string;
    try {
      text = JSON.stringify(value);
    } catch {
      this.refuse(client, { type, code: 'bad-message', detail: 'state' });
      return null;
    }
    if (text.length > MAX_FOLLOW_MESSAGE_BYTES) {
      this.refuse(client, { type, code: 'too-large', detail: String(text.length) });
      return null;
    }
    return JSON.parse(text) as FollowParts;
  }

  /**
   * Stores and passes on, in the order they came, a whole state (`publish`) or the parts that
   * change the latest (`patch`, which needs a latest to change).
   */
  private enqueue(client: Client, type: 'publish' | 'patch', parts: FollowParts): void {
    this.queue = this.queue
      .then(() => this.publish(client, type, parts))
      .catch((error: unknown) => reportRoomError(this, error, type));
  }

  private async publish(
    client: Client,
    type: 'publish' | 'patch',
    parts: FollowParts,
  ): Promise<void> {
    if (this.closing) return;
    if (type === 'patch' && !this.latest) {
      this.refuse(client, { type, code: 'bad-message', detail: 'state' }); // nothing to patch
      return;
    }
    const state = type === 'patch' ? withPatch(this.latest!, parts) : parts;
    const v = this.v + 1;
    try {
      await this.context.store.follows.saveFollow(this.meta.code, v, state);
    } catch {
      this.refuse(client, { type, code: 'store-failed' });
      return;
    }
    this.v = v;
    this.latest = state;
    if (type === 'patch') this.broadcast('follow-patch', { v, parts });
    else this.broadcast('follow', { v, state });
    client.send('ack', { ref: type, v });
  }
}
