// A small line-art emblem per game (three stacked worlds, a pocket with a spark of mutation, a
// vest): inline SVG drawn in currentColor, so the cards and headers tint it with CSS, and no
// image files are needed. Decorative only, hidden from assistive technology.
import type { GameId } from './games';

interface GameEmblemProps {
  game: GameId;
  className?: string;
}

export function GameEmblem({ game, className }: GameEmblemProps) {
  return (
    <svg
      className={className}
      viewBox="0 0 64 64"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      {emblemShapes(game)}
    </svg>
  );
}

function emblemShapes(game: GameId) {
  switch (game) {
    case 'parallel-worlds':
      return (
        <>
          <path d="M8 47 32 37l24 10-24 10z" fill="currentColor" fillOpacity={0.18} />
          <path d="M8 32 32 22l24 10-24 10z" strokeDasharray="3 3" />
          <path d="M8 17 32 7l24 10-24 10z" fill="currentColor" fillOpacity={0.18} />
          <path d="M20 12v10M44 12v10M20 42v10M44 42v10" strokeOpacity={0.5} />
        </>
      );
    case 'pocket-mutation':
      return (
        <>
          <path d="M12 24h40v12a20 20 0 0 1-40 0z" fill="currentColor" fillOpacity={0.18} />
          <path d="M17 29h30v7a15 15 0 0 1-30 0z" strokeDasharray="2.5 3" strokeOpacity={0.6} />
          <path d="M32 4c1 6 3 8 8 9-5 1-7 3-8 9-1-6-3-8-8-9 5-1 7-3 8-9z" />
          <path d="M48 8v6M45 11h6" strokeOpacity={0.7} />
        </>
      );
    case 'plunder':
      return (
        <>
          <path
            d="M22 8l10 9 10-9 10 7v37a4 4 0 0 1-4 4H16a4 4 0 0 1-4-4V15z"
            fill="currentColor"
            fillOpacity={0.18}
          />
          <path d="M22 8l10 22 10-22" />
          <circle cx={32} cy={38} r={1.6} fill="currentColor" />
          <circle cx={32} cy={47} r={1.6} fill="currentColor" />
          <path d="M17 36h8M39 36h8" strokeOpacity={0.6} />
        </>
      );
  }
}
