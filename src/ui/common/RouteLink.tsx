// A link to one of the app's routes: a real <a href> (so it can be opened in a new tab, copied
// or followed without JavaScript) whose plain left click is handled in-page by the shell instead
// of reloading the document.
import type { MouseEvent, ReactNode } from 'react';
import { makeSearch } from '../shell/route';
import type { Route } from '../shell/route';

interface RouteLinkProps {
  to: Route;
  onNavigate: (route: Route) => void;
  className?: string;
  current?: boolean;
  children: ReactNode;
}

export function RouteLink({ to, onNavigate, className, current, children }: RouteLinkProps) {
  const href = makeSearch(to) || './';
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    onNavigate(to);
  };
  return (
    <a
      href={href}
      className={className}
      aria-current={current ? 'page' : undefined}
      onClick={handleClick}
    >
      {children}
    </a>
  );
}
