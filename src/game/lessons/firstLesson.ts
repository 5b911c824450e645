/**
 * The lesson a newcomer starts with, offered on the home page's first screen. Only its id lives
 * here, so that the home page links to it without loading the lessons themselves (their own chunk,
 * with the lessons page); test/unit/lessons.test.ts checks that it is the first lesson there is.
 */
export const FIRST_LESSON = 'pw-levels-1-3';
