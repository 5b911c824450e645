// The home page's lobby as its own chunk (the lobby's code, words and the Colyseus client are
// not the home page's): loaded after the home page, shown when it comes.
import { lazy, Suspense } from 'react';
import type { Route } from '../shell/route';

const Panel = lazy(() => import('./LobbyPanel').then((module) => ({ default: module.LobbyPanel })));

export function LobbyPanel(props: { onNavigate: (route: Route) => void; compact?: boolean }) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
