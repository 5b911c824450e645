// A fence around one page or one panel: when something inside it throws while rendering, it
// shows what failed, in words, where that part was, and the rest of the app keeps working
// (a broken move list leaves the board playable; a broken home page leaves the site bar and the
// way to the games). "Try again" renders the part afresh. React catches render errors only in
// a class component, so this is one; the words come from a function component inside it.
import { Component, type ReactNode } from 'react';
import { useT, type MessageKey } from '../i18n/i18n';
import '../library/library.css';

interface ErrorBoundaryProps {
  part: MessageKey; // the name of what is inside, e.g. 'part.moveList'
  onHome?: () => void; // a whole page: also offer the way back to the games
  children: ReactNode;
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  componentDidCatch(error: unknown) {
    console.error(`${this.props.part} failed:`, error);
  }

  render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <PartFailed
        part={this.props.part}
        error={error.message}
        onHome={this.props.onHome}
        onRetry={() => this.setState({ error: null })}
      />
    );
  }
}

function PartFailed({
  part,
  error,
  onRetry,
  onHome,
}: {
  part: MessageKey;
  error: string;
  onRetry: () => void;
  onHome?: () => void;
}) {
  const t = useT();
  return (
    <section className="panel part-failed" role="alert" data-failed-part={part}>
      <p>{t('part.failed', { part: t(part), error })}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('part.retry')}
      </button>
      {onHome && (
        <button type="button" className="button" onClick={onHome}>
          {t('nav.back')}
        </button>
      )}
    </section>
  );
}
