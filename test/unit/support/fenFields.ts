/**
 * The six space-separated fields of a FEN, for the tests and reference models that take one
 * apart themselves (mirroring it, reading it into a model of their own). One helper, so each of
 * them does not cast `split(' ')` to a six-tuple by hand. It trusts its input: these FENs are the
 * tests' own, and the rules core's parser is what judges a FEN's validity.
 */

/** A FEN's fields: placement, side to move, castling, en passant, halfmove clock, fullmove. */
export type FenFields = [string, string, string, string, string, string];

/** Splits a FEN into its six fields (see the module header). */
export function fenFields(fen: string): FenFields {
  return fen.split(' ') as FenFields;
}
