/**
 * A playlist problem (game/present/playlist.ts) in the page's language: the slide it names (its
 * number and kind, in the show or the attract loop) and what is wrong with it.
 */
import { SLIDE_KINDS, type PlaylistProblem } from '../../game/present/playlist';
import { LEVEL_NAMES } from '../../game/present/playlistReader';
import { problemText } from '../i18n/i18n';
import type { PresentTranslator } from './presentWords';

export function playlistProblemText(tp: PresentTranslator, problem: PlaylistProblem): string {
  if (!('at' in problem)) {
    switch (problem.code) {
      case 'not-json':
        return tp('problem.notJson', { detail: problem.detail });
      case 'not-a-playlist':
        return tp('problem.notPlaylist');
      case 'no-slides':
        return tp('problem.noSlides');
      case 'too-many-slides':
        return tp('problem.tooMany', { count: problem.count });
      case 'bad-id':
        return tp('problem.badId');
      case 'bad-autoplay':
        return tp('problem.badAutoplay');
    }
  }
  const place = tp(problem.at.list === 'slides' ? 'problem.slide' : 'problem.attractSlide', {
    number: problem.at.slide,
    kind: problem.at.kind ?? '?',
  });
  return `${place}: ${slideProblemText(tp, problem)}`;
}

function slideProblemText(
  tp: PresentTranslator,
  problem: Extract<PlaylistProblem, { at: unknown }>,
): string {
  switch (problem.code) {
    case 'slide-not-object':
      return tp('problem.notObject');
    case 'unknown-kind':
      return tp('problem.unknownKind', {
        value: problem.value,
        kinds: SLIDE_KINDS.join(', '),
      });
    case 'not-a-demo':
      return tp('problem.notDemo');
    case 'missing-field':
      return tp('problem.missing', { field: problem.field });
    case 'bad-text':
      return tp('problem.badText', { field: problem.field });
    case 'unknown-game':
      return tp('problem.unknownGame', { value: problem.value });
    case 'unknown-lesson':
      return tp('problem.unknownLesson', { value: problem.value });
    case 'bad-race-code':
      return tp('problem.badRaceCode', { value: problem.value });
    case 'bad-view':
      return tp('problem.badView', { value: problem.value });
    case 'no-3d':
      return tp('problem.no3d', { game: problem.game });
    case 'bad-level':
      return tp('problem.badLevel', {
        field: problem.field,
        value: problem.value,
        levels: LEVEL_NAMES.join(', '),
      });
    case 'bad-speed':
      return tp('problem.badSpeed', { value: problem.value });
    case 'bad-number':
      return tp('problem.badNumber', {
        field: problem.field,
        min: problem.min,
        max: problem.max,
      });
    case 'bad-fen':
      return problemText(tp.language, problem.problem);
    case 'bad-shapes':
      return tp(
        problem.problem.code === 'shape-too-many' ? 'problem.tooManyShapes' : 'problem.badShape',
        {
          item: problem.problem.item,
        },
      );
    case 'bad-record':
      return problemText(tp.language, problem.problem);
  }
}
