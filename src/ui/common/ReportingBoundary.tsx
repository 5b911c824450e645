// A fence that reports instead of showing: when something inside it throws, it renders nothing
// and hands the error's message to its owner, who decides what follows (the game page falls back
// from the 3D view to the flat board; presenter mode tells the presenter and moves on to the next
// slide). The app's ErrorBoundary is the one that shows the failure in place.
import { Component, type ReactNode } from 'react';

export class ReportingBoundary extends Component<
  { onError: (reason: string) => void; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? error.message : String(error));
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}
