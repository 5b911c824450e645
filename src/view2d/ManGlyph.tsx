/**
 * A man on the flat board and the sliding copy that carries him to his new square (Web
 * Animations, skipped for reduced motion), with the slide's normal duration.
 */
import { useLayoutEffect, useRef } from 'react';
import type { ManView } from '../game/viewModel';
import { PieceShape } from './pieceArt';

/** A man moving from one square to another, in board units. */
export interface Slide {
  man: ManView;
  fromX: number;
  fromY: number;
  toX: number;
  toY: number;
}

/** How long a man slides to its new square at normal speed, in ms. */
export const SLIDE_MS = 180;

/** Whether moves may be animated (Web Animations exist, no reduced-motion preference). */
export function motionAllowed(): boolean {
  if (typeof Element === 'undefined' || typeof Element.prototype.animate !== 'function')
    return false;
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A man on its square. When it has just arrived it stays invisible while its copy slides there
 * on the board's top layer: the square's own box never moves, so a click, a test or a screen
 * reader finds the square where it is at every moment.
 */
export function ManGlyph({
  man,
  arriving,
  faded,
}: {
  man: ManView;
  arriving: boolean;
  faded: boolean;
}) {
  const classes = ['man'];
  if (faded) classes.push('is-dragged');
  if (arriving) classes.push('is-arriving');
  return (
    <g
      className={classes.join(' ')}
      data-piece={man.letter}
      data-vest={man.vest ?? undefined}
      data-man-id={man.id}
    >
      <ManArt letter={man.letter} vest={man.vest} />
    </g>
  );
}

/** A man's picture in his square's 100×100 box: his shadow and his piece (the still boards' too). */
export function ManArt({ letter, vest }: { letter: string; vest: string | null }) {
  return (
    <>
      <ellipse className="man-shadow" cx="50" cy="92" rx="33" ry="5.5" />
      <g transform="translate(3 3) scale(0.94)">
        <PieceShape letter={letter} vest={vest} />
      </g>
    </>
  );
}

/** The sliding copy of a man that just moved: from its old square to its new one, then gone. */
export function SlideGlyph({ slide, duration }: { slide: Slide; duration: number }) {
  const ref = useRef<SVGGElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const animation = element.animate(
      [
        { transform: `translate(${slide.fromX}px, ${slide.fromY}px)` },
        { transform: `translate(${slide.toX}px, ${slide.toY}px)` },
      ],
      { duration, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)', fill: 'forwards' },
    );
    animation.onfinish = () => {
      element.style.visibility = 'hidden';
    };
    return () => animation.cancel();
  }, [slide, duration]);
  return (
    <g ref={ref} className="man man-slide" style={{ visibility: 'visible' }}>
      <ManArt letter={slide.man.letter} vest={slide.man.vest} />
    </g>
  );
}
