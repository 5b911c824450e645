// The lobby page (`?lobby`, issue 43): the site bar, a word on what the lobby is, and the lobby
// (LobbyPanel.tsx) with its filters and every open challenge. A lazy page, as the others.
import type { Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import { LobbyPanel } from './LobbyPanel';
import { useLobbyWords } from './lobbyWords';

export function LobbyPage({ onNavigate }: { onNavigate: (route: Route) => void }) {
  const w = useLobbyWords();
  return (
    <div className="page lobby-page">
      <SiteBar onNavigate={onNavigate} />
      <main>
        <h1>{w('title')}</h1>
        <p className="lede">{w('intro')}</p>
        <LobbyPanel onNavigate={onNavigate} />
      </main>
    </div>
  );
}
