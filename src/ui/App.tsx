// The app shell: reads the route from the address, renders the home page or a game page, and
// keeps the address and the browser's history in step with in-page navigation. No router
// library: the whole route is the query string (see route.ts).
import { useCallback, useEffect, useState } from 'react';
import { gameInfo } from './games';
import { GamePage } from './GamePage';
import { HomePage } from './HomePage';
import { makeSearch, parseRoute } from './route';
import type { Route } from './route';

export function App() {
  const [route, setRoute] = useState<Route>(() => parseRoute(window.location.search));

  useEffect(() => {
    const onPopState = () => setRoute(parseRoute(window.location.search));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    document.title =
      route.page === 'game' ? `${gameInfo(route.game).name} · Parallel Worlds` : 'Parallel Worlds';
  }, [route]);

  const navigate = useCallback((next: Route) => {
    const search = makeSearch(next);
    window.history.pushState(null, '', search === '' ? window.location.pathname : search);
    setRoute(next);
  }, []);

  return route.page === 'game' ? (
    <GamePage route={route} onNavigate={navigate} />
  ) : (
    <HomePage notice={route.notice} onNavigate={navigate} />
  );
}
