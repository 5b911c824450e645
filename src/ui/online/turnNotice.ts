/**
 * The page says when it is the player's turn (issue 43): the moment it becomes their turn in an
 * online game, the page's title becomes "● Your turn – Parallel Worlds" and its icon the dotted
 * one (public/icons/icon-turn.svg), so a tab in the background shows it; both are put back when
 * the player moves (it is no longer their turn) or looks (the page is shown again after being
 * hidden), and when they leave the game.
 */
import { useEffect } from 'react';

const TURN_ICON = '/icons/icon-turn.svg';

/** While `myTurn`, the title `● <words> – <appName>` and the dotted icon. */
export function useTurnNotice(myTurn: boolean, words: string, appName: string): void {
  useEffect(() => {
    if (!myTurn) return;
    const title = document.title;
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    const href = icon?.getAttribute('href') ?? null;
    document.title = `● ${words} – ${appName}`;
    icon?.setAttribute('href', TURN_ICON);
    let shown = false;
    const restore = () => {
      if (shown) return;
      shown = true;
      document.title = title;
      if (icon && href !== null) icon.setAttribute('href', href);
    };
    let hidden = document.visibilityState === 'hidden';
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') hidden = true;
      else if (hidden) restore(); // the player looks
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      restore();
    };
  }, [myTurn, words, appName]);
}
