/**
 * The words of the levels' ratings in the new-game dialog, in English; the Russian is
 * levelRatingWords.ru.ts, typed by these keys, fetched when it is chosen. Read through
 * levelRatingWords.ts.
 */
export const en = {
  rated: '{level} · ≈{rating}',
  note: '≈ An approximate rating in standard chess, measured against Stockfish’s rated levels (give or take 200). In these games the levels keep their order; the numbers are chess ones.',
};

export type LevelRatingWordKey = keyof typeof en;
