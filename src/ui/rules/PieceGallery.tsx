/**
 * A gallery of pieces drawn in the app's own art, in labelled rows (the Pocket mutation classes,
 * the vested men…), each piece a link to its page in the piece explorer. The rules pages show the
 * fairy pieces this way, and the explorer uses it to choose the man to explore.
 */
import { PieceIcon } from '../../view2d/pieceArt';
import { RouteLink } from '../common/RouteLink';
import type { Route } from '../shell/route';
import './pieceGallery.css';

export interface GalleryItem {
  readonly key: string; // unique in the gallery: 'I', 'B(N)', 'level-2'
  readonly letter: string;
  readonly vest: string | null;
  readonly name: string; // 'Nightrider'
  readonly to: Route;
  readonly current?: boolean;
}

export interface GalleryRow {
  readonly title: string; // 'Class 3'
  readonly items: readonly GalleryItem[];
}

export function PieceGallery({
  rows,
  onNavigate,
  label,
  className,
}: {
  rows: readonly GalleryRow[];
  onNavigate: (route: Route) => void;
  label: string;
  className?: string;
}) {
  return (
    <nav className={['piece-gallery', className].filter(Boolean).join(' ')} aria-label={label}>
      {rows.map((row) => (
        <div className="piece-gallery-row" key={row.title}>
          <h3 className="piece-gallery-title">{row.title}</h3>
          <ul>
            {row.items.map((item) => (
              <li key={item.key}>
                <RouteLink
                  to={item.to}
                  onNavigate={onNavigate}
                  className="piece-gallery-item"
                  current={item.current}
                >
                  <PieceIcon letter={item.letter} vest={item.vest} size={38} />
                  <span>{item.name}</span>
                </RouteLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
