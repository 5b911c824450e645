// @vitest-environment jsdom
/**
 * How often the app shell renders a game page opened from the address (src/ui/play/GameScreen.tsx):
 * once. The game opens, its library id goes into the address, and the page is rendered with both
 * in one render; the id's arrival must not render the whole page a second time (issue 44: each
 * whole render of a Parallel worlds page is a long task on a phone). A render of the page is
 * counted by its header's emblem, which the page draws on every render of its own (the emblem
 * module is wrapped; nothing else changes). The game library is fake-indexeddb's.
 */
import 'fake-indexeddb/auto';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstVisit, visit } from './support/appPage';
import type * as Emblem from '../../src/ui/common/GameEmblem';

const headerRenders = vi.hoisted(() => ({ count: 0 }));

vi.mock('../../src/ui/common/GameEmblem', async (importOriginal) => {
  const original = await importOriginal<typeof Emblem>();
  return {
    ...original,
    GameEmblem(props: Parameters<typeof original.GameEmblem>[0]) {
      if (props.className === 'game-header-emblem') headerRenders.count++;
      return original.GameEmblem(props);
    },
  };
});

describe('the game page opened from the address', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await firstVisit();
    headerRenders.count = 0;
  });
  afterEach(cleanup);

  it.each([
    ['?game=parallel-worlds&view=2d', 'Parallel worlds chess'],
    ['?game=pocket-mutation', 'Pocket mutation chess'],
  ])('%s is rendered once, with its id in the address', async (search, name) => {
    visit(search);
    await screen.findByRole('heading', { level: 1, name });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100))); // its effects have run
    expect(window.location.search).toMatch(new RegExp(`^\\${search}&id=[\\w-]+$`));
    expect(headerRenders.count).toBe(1);
  });
});
