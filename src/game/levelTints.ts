/**
 * The colour of each Parallel worlds level, shared by the flat and the 3D board (and whatever
 * the UI tints by level): Okabe–Ito hues (sky blue, orange, reddish purple), which stay distinct
 * for the common kinds of colour blindness. The level's number is always written next to the
 * colour, so the colour is never the only cue.
 */

/** Level tints, index = 0-based level (level 1 bottom, 2 middle, 3 top). */
export const LEVEL_TINTS = ['#56b4e9', '#e69f00', '#cc79a7'] as const;
