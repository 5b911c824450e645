/**
 * The board of a presenter slide: the 3D view (its camera slowly circling, no toolbar) or the
 * flat board, as the slide asks. When WebGL is missing or its context is lost, the view says so
 * (View3D's `onUnavailable`, the same path the game page takes), the slide goes on in 2D, the
 * presenter is told (never the audience), and the 3D view is tried again after a while: a context
 * lost to a busy GPU usually comes back. It also installs the game's `window.__test` for the
 * slide's store (keeping the presenter's `present()` in it).
 */
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { StoreApi } from 'zustand/vanilla';
import type { BoardViewName } from '../../game/present/playlist';
import { restorePresentTestInterface } from '../../game/present/presentTestInterface';
import { ANIMATION_FACTOR } from '../../game/animation';
import { useSettings } from '../../game/settings';
import { useView3DSettings } from '../common/useView3DSettings';
import type { GameState } from '../../game/store';
import { boardPortOf } from '../../game/storeBoardPort';
import { installTestInterface } from '../../game/testInterface';
import { useWebglProbe, type GraphicsProblem } from '../../game/webglProbe';
import { SLIDE_MS } from '../../view2d/ManGlyph';
import { View2D } from '../../view2d/View2D';
import { boardLabels, threeDStoppedNotice } from '../play/GamePage';
import { useT } from '../i18n/i18n';
import { view3dLabels } from '../i18n/view3dWords';

const View3D = lazy(() => import('../../view3d/View3D'));

/** How long the slide stays in 2D before the 3D view is tried again, in ms. */
const RETRY_3D_MS = 15_000;

export interface SlideBoardProps {
  store: StoreApi<GameState>;
  view: BoardViewName;
  onNotice?: (notice: string) => void; // for the presenter only: the 3D view stopped, and why
}

export function SlideBoard({ store, view, onNotice }: SlideBoardProps) {
  const t = useT();
  const animation = useSettings((state) => state.animation);
  const view3dSettings = useView3DSettings(true);
  const [stopped, setStopped] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const webgl = useWebglProbe(view === '3d');
  const noWebgl = webgl !== undefined && webgl.problem !== null;
  useEffect(() => {
    const remove = installTestInterface(store);
    restorePresentTestInterface();
    return () => {
      remove();
      restorePresentTestInterface();
    };
  }, [store]);

  const onUnavailable = useCallback(
    (problem: GraphicsProblem) => {
      setStopped(problem);
      onNotice?.(threeDStoppedNotice(t, problem));
    },
    [onNotice, t],
  );
  // After a while in 2D, try the 3D view again (a fresh canvas, a fresh context).
  useEffect(() => {
    if (stopped === null || noWebgl) return;
    const timer = window.setTimeout(() => {
      setStopped(null);
      setAttempt((n) => n + 1);
    }, RETRY_3D_MS);
    return () => window.clearTimeout(timer);
  }, [stopped, noWebgl]);

  const threeD = view === '3d' && stopped === null && !noWebgl;
  return (
    <div className="present-board" data-view={threeD ? '3d' : '2d'}>
      {threeD ? (
        <Suspense fallback={<p className="view-loading">{t('page.loading3d')}</p>}>
          <View3D
            key={attempt}
            port={boardPortOf(store)}
            onUnavailable={onUnavailable}
            autoOrbit
            labels={view3dLabels(t)}
            {...view3dSettings}
          />
        </Suspense>
      ) : (
        <div className="present-board-flat">
          <View2D
            port={boardPortOf(store)}
            slideMs={SLIDE_MS * ANIMATION_FACTOR[animation]}
            labels={boardLabels(t)}
          />
        </div>
      )}
    </div>
  );
}
