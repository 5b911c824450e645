/**
 * One slide on the stage: a title card, a race's leaderboard (src/ui/race/RaceScreen.tsx, a
 * chunk of its own), or one of the board slides (BoardSlideViews.tsx), inside
 * a fence of its own (ReportingBoundary). A slide that throws while it renders (or in an effect) is caught here, its
 * place stays dark for the audience, and the presenter is told (`onError`), so the playlist goes
 * on with the next slide instead of a broken page.
 */
import type { BoardSnapshot } from '../../game/present/audienceLink';
import { lazy, Suspense } from 'react';
import type { RaceSlide as RaceSlideData, Slide, TitleSlide } from '../../game/present/playlist';
import { useT } from '../i18n/i18n';
import {
  DemoSlideView,
  LessonSlideView,
  MirrorSlideView,
  PositionSlideView,
  RecordSlideView,
  type BoardSlideProps,
} from './BoardSlideViews';

const RaceScreen = lazy(() =>
  import('../race/RaceScreen').then((module) => ({ default: module.RaceScreen })),
);

function TitleCard({ slide }: { slide: TitleSlide }) {
  const t = useT();
  return (
    <section className="present-slide present-title" data-kind="title">
      <h1>{slide.title[t.language]}</h1>
      {slide.subtitle && <p>{slide.subtitle[t.language]}</p>}
    </section>
  );
}

/** The presenter's slide, which plays its game. */
export function SlideView({ slide, ...props }: Omit<BoardSlideProps, 'slide'> & { slide: Slide }) {
  switch (slide.kind) {
    case 'title':
      return <TitleCard slide={slide} />;
    case 'position':
      return <PositionSlideView slide={slide} {...props} />;
    case 'lesson':
      return <LessonSlideView slide={slide} {...props} />;
    case 'demo':
      return <DemoSlideView slide={slide} {...props} />;
    case 'record':
      return <RecordSlideView slide={slide} {...props} />;
    case 'race':
      return <RaceSlide slide={slide} />;
  }
}

/** A race's live leaderboard (src/ui/race, its own chunk: it joins the race as a screen). */
function RaceSlide({ slide }: { slide: RaceSlideData }) {
  const t = useT();
  return (
    <section className="present-slide present-race" data-kind="race">
      <Suspense fallback={null}>
        <RaceScreen code={slide.code} caption={slide.caption?.[t.language] ?? null} />
      </Suspense>
    </section>
  );
}

/** The audience window's slide, which shows the presenter's game. */
export function MirrorView({ slide, board }: { slide: Slide; board: BoardSnapshot | null }) {
  if (slide.kind === 'title') return <TitleCard slide={slide} />;
  if (slide.kind === 'race') return <RaceSlide slide={slide} />;
  return <MirrorSlideView slide={slide} board={board} />;
}
