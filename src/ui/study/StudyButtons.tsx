/**
 * The pair of study buttons a board gives (the analysis board, the editor; issue 46): "New study"
 * and "Add this position as a chapter", each a StudyButton. A module of its own so that the home
 * page, whose library cards have a StudyButton, does not carry it.
 */
import type { TreeDocument } from '../../content/treeJson';
import type { GameDefinition } from '../../rules';
import { useT } from '../i18n/i18n';
import type { Route } from '../shell/route';
import { StudyButton } from './StudyButton';

/**
 * "New study" and "Add this position as a chapter" beside a board: the position at the start of
 * the turn on it, and for "New study" the board's lines when it has them (the analysis board).
 */
export function StudyButtons({
  position,
  lines,
  className = 'panel button-row study-buttons',
  onNavigate,
}: {
  position: () => { game: GameDefinition; fen: string };
  lines?: () => TreeDocument;
  className?: string;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  return (
    <div className={className}>
      <StudyButton
        label={t('studies.new')}
        source={() =>
          lines
            ? { kind: 'tree', document: lines() }
            : { kind: 'position', ...position(), newOnly: true }
        }
        onNavigate={onNavigate}
      />
      <StudyButton
        label={t('studies.addPosition')}
        source={() => ({ kind: 'position', ...position(), newOnly: false })}
        onNavigate={onNavigate}
      />
    </div>
  );
}
