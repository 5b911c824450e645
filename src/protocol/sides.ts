/**
 * The sides of an online game as the wire names them. A side is the rules core's `Color`
 * (0 White, 1 Black) written as a word, `'white'` or `'black'` (protocol 1 spells them so):
 * `SIDES` is the one table between the two, and `colorOf`/`sideOfColor` are the only converters,
 * for the server and the app alike. A seat (0 or 1) is a player's place in a room, which keeps it
 * across rematches while the colours swap.
 */
import type { Color } from '../rules';

/** The wire's word for each colour, indexed by the rules core's `Color`. */
const SIDES = ['white', 'black'] as const satisfies Record<Color, string>;
export type Side = (typeof SIDES)[Color];
export type Seat = 0 | 1;
/** Who may act in a game room: a player, by the side it plays, or the organiser. */
export type Actor = Side | 'organiser';

/** The side of a rules-core colour. */
export const sideOfColor = (color: Color): Side => SIDES[color];
/** The rules-core colour of a side. */
export const colorOf = (side: Side): Color => (side === 'white' ? 0 : 1);
/** The side that `seat` plays in a game where the seat `white` plays White. */
export const sideOf = (seat: Seat, white: Seat): Side => (seat === white ? 'white' : 'black');
export const otherSide = (side: Side): Side => (side === 'white' ? 'black' : 'white');
