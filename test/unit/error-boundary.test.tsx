// @vitest-environment jsdom
// Unit test of the error boundary (src/ui/common/ErrorBoundary.tsx): a part that throws while rendering
// is replaced by a message naming the part and the error, the parts beside it keep working, and
// "Try again" renders it afresh; a whole page also offers the way back to the games.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { settingsStore } from '../../src/game/settings';
import { ErrorBoundary } from '../../src/ui/common/ErrorBoundary';

let broken = true;
function MoveListStandIn() {
  if (broken) throw new Error('move 3 has no notation');
  return <p>the move list</p>;
}

describe('ErrorBoundary', () => {
  afterEach(cleanup);

  it('shows what failed in its place; the rest works; Try again renders it afresh', () => {
    act(() => settingsStore.getState().update({ language: 'en' }));
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    broken = true;
    render(
      <>
        <ErrorBoundary part="part.moveList">
          <MoveListStandIn />
        </ErrorBoundary>
        <button type="button">End turn</button>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Something went wrong in the move list: move 3 has no notation. The rest of the app still works.',
    );
    expect(screen.getByRole('button', { name: 'End turn' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back to games' })).toBeNull();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('the move list')).toBeTruthy();
  });

  it('offers the way back to the games for a whole page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    broken = true;
    const home = vi.fn();
    render(
      <ErrorBoundary part="part.page" onHome={home}>
        <MoveListStandIn />
      </ErrorBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back to games' }));
    expect(home).toHaveBeenCalledOnce();
  });
});
