/**
 * The identifiers and secrets of online play as text: game ids, seat and organiser keys, follow
 * codes, turn nonces. The server checks them on every join and request, the app reads them from
 * its addresses (src/game/online/links.ts): one pattern each, here.
 */
import { MAX_NONCE_CHARS } from './limits';

/** A game id: 12 characters of base64url (72 random bits); it is the Colyseus room id too. */
export const GAME_ID_PATTERN = /^[A-Za-z0-9_-]{12}$/;
/** A seat or organiser key: 22 characters of base64url (128 random bits). */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** A follow code: 6 characters a person can read out (no 0/O, 1/I/L). */
export const FOLLOW_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const FOLLOW_CODE_PATTERN = /^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{6}$/;
/** A client's turn nonce. */
export const NONCE_PATTERN = new RegExp(`^[A-Za-z0-9_-]{1,${MAX_NONCE_CHARS}}$`);

/** The Colyseus room id of a follow code (room ids share one namespace with game ids). */
export const followRoomId = (code: string): string => `follow-${code}`;
