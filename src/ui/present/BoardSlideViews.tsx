/**
 * The four board slides, each with its own driver: a position with its caption and drawn
 * shapes; a lesson's "show me" played by itself (the learn page's own run, useLessonRun); a demo
 * game of the computer against itself at the slide's levels and pace, which a visitor takes over
 * by touching a man; a record replayed move by move. And the audience window's mirror, which
 * plays nothing and shows the game the presenter's slide sends.
 */
import { useEffect, useState, type PointerEvent, type ReactNode } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import { lessonById } from '../../game/lessons/courses';
import { sessionOf, type BoardSnapshot } from '../../game/present/audienceLink';
import type { BoardSlide, Slide, Text } from '../../game/present/playlist';
import { slideSession, takeOver } from '../../game/present/slideGame';
import type { GameState } from '../../game/store';
import { gameText, useT, type Translator } from '../i18n/i18n';
import { usePresentT } from './presentWords';
import { lessonText, useLessonWords } from '../learn/lessonText';
import { useLessonRun } from '../learn/useLessonRun';
import { playerText } from '../i18n/playerText';
import { useComputer } from '../play/useComputer';
import { SlideBoard } from './SlideBoard';
import { useBoardSnapshots, useGameEnded, useRecordReplay, useSlideStore } from './useSlideGame';

export interface BoardSlideProps<S extends BoardSlide = BoardSlide> {
  slide: S;
  onEnded?: () => void; // the slide has played out (a game over, a record or a lesson shown)
  onNotice?: (notice: string) => void; // for the presenter only
  onBoard?: (board: BoardSnapshot) => void; // the game after each change, for the audience
  onVisitor?: () => void; // a visitor took over the demo game
}

const say = (t: Translator, text: Text | null): string | null =>
  text === null ? null : text[t.language];

const gameName = (t: Translator, game: string) =>
  gameText(t.language, game as Parameters<typeof gameText>[1], 'name');

/**
 * The heading and caption of a board slide: a lesson's "show me" title and its rule, or else the
 * game's name and the slide's own caption (null: none).
 */
function useSlideWords(slide: BoardSlide): { heading: string; caption: string | null } {
  const t = useT();
  const tp = usePresentT();
  const words = useLessonWords();
  if (slide.kind === 'lesson') {
    const lesson = lessonById(slide.lesson)!;
    return {
      heading: `${tp('showMe')}: ${lessonText(words, lesson, 'title')}`,
      caption: lessonText(words, lesson, 'rule'),
    };
  }
  return { heading: gameName(t, slide.game), caption: say(t, slide.caption) };
}

/**
 * The board and the words under it, as every board slide lays them out; `caption` replaces the
 * slide's own (see useSlideWords).
 */
function BoardFrame({
  store,
  slide,
  caption,
  onNotice,
  onPointerDownCapture,
}: {
  store: StoreApi<GameState>;
  slide: BoardSlide;
  caption?: ReactNode;
  onNotice?: (notice: string) => void;
  onPointerDownCapture?: (event: PointerEvent) => void;
}) {
  const words = useSlideWords(slide);
  const shown = caption ?? words.caption;
  return (
    <section className="present-slide present-board-slide" data-kind={slide.kind}>
      <h2 className="present-heading">{words.heading}</h2>
      <div className="present-board-area" onPointerDownCapture={onPointerDownCapture}>
        <SlideBoard store={store} view={slide.view} onNotice={onNotice} />
      </div>
      {shown && <div className="present-caption">{shown}</div>}
    </section>
  );
}

export function PositionSlideView({
  slide,
  onNotice,
  onBoard,
}: BoardSlideProps<Extract<Slide, { kind: 'position' }>>) {
  const store = useSlideStore(slide);
  useBoardSnapshots(store, onBoard);
  return <BoardFrame store={store} slide={slide} onNotice={onNotice} />;
}

export function LessonSlideView({
  slide,
  onEnded,
  onNotice,
  onBoard,
}: BoardSlideProps<Extract<Slide, { kind: 'lesson' }>>) {
  const lesson = lessonById(slide.lesson)!;
  const store = useSlideStore(slide);
  useBoardSnapshots(store, onBoard);
  const run = useLessonRun(lesson, store);
  const { showMe } = run;
  useEffect(() => showMe(), [showMe]);
  const shown = run.state.status === 'shown';
  useEffect(() => {
    if (shown) onEnded?.();
  }, [shown, onEnded]);
  return <BoardFrame store={store} slide={slide} onNotice={onNotice} />;
}

/** Whether a press landed on a man of the flat board, or anywhere on the 3D board. */
const onAMan = (target: EventTarget): boolean => {
  const element = target as Element;
  if (element.closest?.('canvas')) return true;
  return element.closest?.('[data-square]')?.querySelector('[data-piece]') != null;
};

export function DemoSlideView({
  slide,
  onEnded,
  onNotice,
  onBoard,
  onVisitor,
}: BoardSlideProps<Extract<Slide, { kind: 'demo' }>>) {
  const t = useT();
  const tp = usePresentT();
  const store = useSlideStore(slide);
  useComputer(store, slide.speed);
  useBoardSnapshots(store, onBoard);
  const [taken, setTaken] = useState(false);
  useGameEnded(store, taken ? undefined : onEnded);
  const players = store.getState().session.players;
  const caption = taken
    ? tp('yourGame')
    : (say(t, slide.caption) ??
      tp('demoCaption', {
        white: playerText(t, players[0], players),
        black: playerText(t, players[1], players),
      }));
  return (
    <BoardFrame
      store={store}
      slide={slide}
      caption={caption}
      onNotice={onNotice}
      onPointerDownCapture={(event) => {
        if (taken || !onAMan(event.target)) return;
        const { session } = store.getState();
        if (session.outcome) return;
        store.getState().replaceSession(takeOver(session));
        setTaken(true);
        onVisitor?.();
      }}
    />
  );
}

export function RecordSlideView({
  slide,
  onEnded,
  onNotice,
  onBoard,
}: BoardSlideProps<Extract<Slide, { kind: 'record' }>>) {
  const store = useSlideStore(slide);
  useRecordReplay(store, slide, onEnded);
  useBoardSnapshots(store, onBoard);
  return <BoardFrame store={store} slide={slide} onNotice={onNotice} />;
}

/** The audience window's board: the presenter's game, replayed here, taking no input. */
export function MirrorSlideView({
  slide,
  board,
}: {
  slide: BoardSlide;
  board: BoardSnapshot | null;
}) {
  const store = useSlideStore(slide);
  useEffect(() => {
    const session = board && sessionOf(board);
    store.getState().replaceSession(session ?? slideSession(slide));
  }, [store, board, slide]);
  return <BoardFrame store={store} slide={slide} />;
}
