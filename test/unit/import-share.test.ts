// Unit tests of what a player can paste or open (src/ui/library/importText.ts) and of the share link:
// records, FENs and links are told apart and read; every bad input comes back as an error that
// names the problem; a share link opens the position at the start of the turn in progress. FENs
// and moves follow docs/rules.md (canonical notation, the games' FEN extensions).
import { describe, expect, it } from 'vitest';
import { writeRecord } from '../../src/game/recordFile';
import { GameSession } from '../../src/game/session';
import { PARALLEL_WORLDS, PLUNDER, makeFen } from '../../src/rules';
import { importText } from '../../src/ui/library/importText';
import { recordFileName, shareLink } from '../../src/ui/library/recordLinks';
import { parseRoute } from '../../src/ui/shell/route';

const PAGE = 'https://example.org/play/?game=plunder#top';

function played(moves: string[], game = PLUNDER): GameSession {
  const started = GameSession.start(game);
  if (!started.ok) throw new Error(started.error);
  for (const move of moves) {
    const result = started.value.playText(move);
    if (!result.ok) throw new Error(result.error);
  }
  return started.value;
}

describe('importText', () => {
  it('reads a record into the same game', async () => {
    const session = played(['e2e4', 'e7e5', 'g1f3']);
    const imported = await importText(writeRecord(session), 'pocket-mutation');
    expect(imported.kind).toBe('record');
    if (imported.kind === 'record') {
      expect(imported.session.game.id).toBe('plunder');
      expect(imported.session.fenWithSubMoves()).toBe(session.fenWithSubMoves());
    }
  });

  it('reads a record without [Game], and bare moves, as the game on screen', async () => {
    for (const text of ['[Result "*"]\n\n1. e4 e5 2. Nf3 *', '1. e4 e5 2. Nf3']) {
      const imported = await importText(text, 'plunder');
      expect(imported.kind).toBe('record');
      if (imported.kind === 'record') {
        expect(imported.session.game.id).toBe('plunder');
        expect(imported.session.moves.map((m) => m.san)).toEqual(['e4', 'e5', 'Nf3']);
      }
    }
  });

  it('reads a FEN of the preferred game', async () => {
    const imported = await importText('4k3/8/8/8/8/8/8/4K2R w K - 0 1', 'plunder');
    expect(imported).toMatchObject({ kind: 'fen' });
    if (imported.kind === 'fen') expect(imported.session.game.id).toBe('plunder');
  });

  it('reads a FEN of another game when only that game accepts it', async () => {
    const fen = PARALLEL_WORLDS.startFen;
    const imported = await importText(fen, 'plunder');
    expect(imported.kind).toBe('fen');
    if (imported.kind === 'fen') expect(imported.session.game.id).toBe('parallel-worlds');
  });

  it('reads a link with its view and position', async () => {
    const fen = '4k3/8/8/8/8/8/8/4K2R w K - 0 1';
    const link = `https://example.org/?game=plunder&view=2d&fen=${encodeURIComponent(fen)}`;
    const imported = await importText(link, 'pocket-mutation');
    expect(imported).toMatchObject({ kind: 'link', view: '2d' });
    if (imported.kind === 'link') expect(imported.session.startFen).toBe(fen);
  });

  const rejected = [
    { name: 'nothing', text: '   ', what: 'empty', error: /nothing/ },
    {
      name: 'a record with an illegal move',
      text: '[Game "plunder"]\n\n1. e2e4 e7e5 2. e1e3 *',
      what: 'record',
      error: /illegal move 'e1e3' \(move 3\)/,
    },
    {
      name: 'a record of an unknown game',
      text: '[Game "chess960"]\n\n1. e2e4 *',
      what: 'record',
      error: /unknown game 'chess960'/,
    },
    {
      name: 'a record of plain chess, which the rules core reads but the app does not offer',
      text: '[Game "chess"]\n\n1. e2e4 *',
      what: 'record',
      error: /unknown game 'chess'/,
    },
    {
      name: 'a file whose second game is plain chess',
      text: '[Game "plunder"]\n\n1. e2e4 *\n\n[Game "chess"]\n\n1. e2e4 *',
      what: 'record',
      error: /game 2.*unknown game 'chess'/i,
    },
    {
      name: 'a record with a bad FEN',
      text: '[Game "plunder"]\n[FEN "8/8/8 w - - 0 1"]\n\n*',
      what: 'record',
      error: /FEN/,
    },
    {
      name: 'a bad FEN',
      text: 'rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1',
      what: 'fen',
      error: /FEN/,
    },
    { name: 'words', text: 'hello there', what: 'fen', error: /FEN/ },
    {
      name: 'a link to an unknown game',
      text: 'https://example.org/?game=chess960',
      what: 'link',
      error: /no game called 'chess960'/,
    },
    {
      name: 'a link with a bad FEN',
      text: 'https://example.org/?game=plunder&fen=8%2F8',
      what: 'link',
      error: /FEN/,
    },
    { name: 'a link to a rules page', text: '?rules=plunder', what: 'link', error: /rules page/ },
    {
      name: 'a link without a game',
      text: 'https://example.org/',
      what: 'link',
      error: /does not name a game/,
    },
  ] as const;
  it.each(rejected)('rejects $name, naming the problem', async ({ text, what, error }) => {
    const imported = await importText(text, 'plunder');
    expect(imported.kind).toBe('error');
    if (imported.kind === 'error') {
      expect(imported.what).toBe(what);
      expect(imported.error).toMatch(error);
    }
  });
});

describe('shareLink', () => {
  it('links the start of a game without a FEN', () => {
    expect(shareLink(played([]), '2d', PAGE)).toBe(
      'https://example.org/play/?game=plunder&view=2d',
    );
  });

  it('links the position reached, which opens to the same FEN', () => {
    const session = played(['e2e4', 'e7e5']);
    const link = shareLink(session, null, PAGE);
    const route = parseRoute(new URL(link).search);
    expect(route).toEqual({
      page: 'game',
      game: 'plunder',
      view: null,
      fen: session.fenWithSubMoves(),
    });
  });

  it('keeps the sub-moves of the Parallel worlds turn in progress; the link restores them', async () => {
    const session = played(['1e2-1e4', '3g1-3f3', '3e7-3e5'], PARALLEL_WORLDS);
    const turnStart = session.positionAt(2);
    expect(turnStart.subMoves).toBe(0);
    const fen = `${makeFen(turnStart)} ; 3e7-3e5`;
    expect(session.fenWithSubMoves()).toBe(fen);
    const link = shareLink(session, '3d', PAGE);
    expect(link).toContain('+%3B+3e7-3e5');
    const route = parseRoute(new URL(link).search);
    expect(route).toMatchObject({ game: 'parallel-worlds', view: '3d', fen });
    // Opened (pasted here), the link gives the turn in progress, its sub-move taken back-able.
    const opened = await importText(link, 'plunder');
    if (opened.kind !== 'link') throw new Error(`not opened: ${JSON.stringify(opened)}`);
    expect(opened.session.fenWithSubMoves()).toBe(fen);
    expect(opened.session.position.subMoves).toBe(1);
    expect(opened.session.moves.map((move) => move.canonical)).toEqual(['3e7-3e5']);
    expect(makeFen(opened.session.positionAt(0))).toBe(makeFen(turnStart));
  });

  it.each([
    { name: 'an illegal sub-move', after: ' ; 3e7-3e5 3e5-3e3', code: 'turn-sub-move' },
    { name: 'a sub-move that ends the turn', after: ' ; 3e7-3e5 end', code: 'turn-ended' },
    { name: 'two spaces between sub-moves', after: ' ; 3e7-3e5  3g8-3f6', code: 'turn-sub-move' },
  ])('a link with $name is refused with its coded problem', async ({ after, code }) => {
    const turnStart = played(['1e2-1e4', '3g1-3f3'], PARALLEL_WORLDS).position;
    const link = `https://example.org/play/?${new URLSearchParams({ game: 'parallel-worlds', fen: makeFen(turnStart) + after })}`;
    const opened = await importText(link, 'parallel-worlds');
    expect(opened.kind).toBe('error');
    if (opened.kind === 'error') expect(opened.problem?.code).toBe(code);
  });
});

describe('recordFileName', () => {
  it('names the game and the time', () => {
    expect(recordFileName(played([]), new Date(2025, 4, 1, 9, 5))).toBe(
      'plunder-2025-05-01-0905.txt',
    );
  });
});
