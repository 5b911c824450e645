// The analysis client (src/game/analysisClient.ts) against the real analysis, run in-process as
// the worker would run it (Vitest has no Web Worker): reports stream, deeper each time, with
// lines legal in the position sent; stop ends the stream; a new position stops the old analysis
// and no report of the old one is delivered after that; a bad request is an error. Against a
// fake worker: stale replies are dropped, and a worker that does not end a stopped analysis in
// time is terminated and the current analysis moves to a fresh one.
import { describe, expect, it, vi } from 'vitest';
import type {
  AnalyseRequest,
  AnalysisReply,
  AnalysisReport,
  StopRequest,
} from '../../src/engine/protocol';
import { requestPosition } from '../../src/engine/protocol';
import {
  AnalysisClient,
  inProcessAnalysis,
  startAnalysis,
  type AnalysisTransport,
} from '../../src/game/analysisClient';
import type { SearchPosition } from '../../src/game/engineClient';
import { GameRecord, PARALLEL_WORLDS, PLUNDER } from '../../src/rules';

vi.setConfig({ testTimeout: 30_000 });

const plunder: SearchPosition = {
  game: 'plunder',
  startFen: PLUNDER.startFen,
  moves: ['e2e4', 'e7e5', 'g1f3'],
};
const parallel: SearchPosition = {
  game: 'parallel-worlds',
  startFen: PARALLEL_WORLDS.startFen,
  moves: ['1e2-1e4', '3d2-3d4'],
};

/** Every line of `report` replays in `position` (throws on the first illegal move). */
function replayLines(position: SearchPosition, report: AnalysisReport): void {
  const rebuilt = requestPosition(position);
  if ('error' in rebuilt) throw new Error(rebuilt.error);
  for (const line of report.lines) {
    const record = new GameRecord(rebuilt.position);
    for (const text of line.moves) {
      const played = record.play(text);
      if (!played.ok) throw new Error(`${line.moves.join(' ')}: ${played.error}`);
    }
  }
}

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('analysis client against the real analysis', () => {
  it('streams reports, deeper each time, legal in the position sent; ends complete at maxDepth', async () => {
    const reports: AnalysisReport[] = [];
    const handle = startAnalysis(plunder.game, plunder.startFen, plunder.moves, {
      maxDepth: 3,
      onReport: (report) => reports.push(report),
    });
    expect(await handle.done).toEqual({ kind: 'complete' });
    expect(reports.map((r) => r.depth)).toEqual([1, 2, 3]);
    for (const report of reports) {
      expect(report.lines).toHaveLength(3);
      replayLines(plunder, report);
    }
    expect(handle.latest()).toEqual(reports[2]);
  });

  it('stop ends the stream: nothing after it, done says stopped', async () => {
    const client = new AnalysisClient(inProcessAnalysis);
    const reports: AnalysisReport[] = [];
    let stop = () => {};
    const handle = client.start(parallel, {
      multiPv: 2,
      onReport: (report) => {
        reports.push(report);
        if (reports.length === 2) stop();
      },
    });
    stop = handle.stop;
    expect(await handle.done).toEqual({ kind: 'stopped' });
    await later(300);
    expect(reports).toHaveLength(2);
    expect(client.busy).toBe(false);
    for (const report of reports) replayLines(parallel, report);
    client.dispose();
  });

  it('a new position stops the old analysis; no report of the old one comes after', async () => {
    // In-process the analysis holds the thread during a root search, so the new position is
    // sent from a report (as a click arrives while the worker analyses).
    const client = new AnalysisClient(inProcessAnalysis);
    const old: AnalysisReport[] = [];
    const fresh: AnalysisReport[] = [];
    let second: ReturnType<AnalysisClient['start']> | null = null;
    const first = client.start(parallel, {
      onReport: (report) => {
        old.push(report);
        second ??= client.start(plunder, { maxDepth: 3, onReport: (r) => fresh.push(r) });
      },
    });
    expect(await first.done).toEqual({ kind: 'stopped' });
    expect(await second!.done).toEqual({ kind: 'complete' });
    await later(100);
    expect(old).toHaveLength(1);
    expect(fresh.map((r) => r.depth)).toEqual([1, 2, 3]);
    for (const report of fresh) replayLines(plunder, report);
    client.dispose();
  });

  it('a bad position is an error, and the client goes on working', async () => {
    const client = new AnalysisClient(inProcessAnalysis);
    const bad = client.start({ ...plunder, moves: ['e2e5'] });
    expect(await bad.done).toMatchObject({ kind: 'error' });
    const good = client.start(plunder, { maxDepth: 1 });
    expect(await good.done).toEqual({ kind: 'complete' });
    expect(good.latest()?.depth).toBe(1);
    client.dispose();
  });
});

describe('analysis client against a fake worker', () => {
  /** Transports that record what they are sent and reply only when told to. */
  function fakeWorkers() {
    const made: Array<{
      sent: Array<AnalyseRequest | StopRequest>;
      reply: (reply: AnalysisReply) => void;
      terminated: boolean;
    }> = [];
    const factory = (receive: (reply: AnalysisReply) => void): AnalysisTransport => {
      const worker = {
        sent: [] as Array<AnalyseRequest | StopRequest>,
        reply: receive,
        terminated: false,
      };
      made.push(worker);
      return {
        post: (request) => worker.sent.push(request),
        terminate: () => (worker.terminated = true),
      };
    };
    return { made, factory };
  }
  const report = (depth: number): AnalysisReport => ({ depth, nodes: 1, timeMs: 1, lines: [] });

  it('delivers only the current analysis’s reports', async () => {
    const { made, factory } = fakeWorkers();
    const client = new AnalysisClient(factory, 1000);
    const seen: Array<[string, number]> = [];
    const a = client.start(plunder, { onReport: (r) => seen.push(['a', r.depth]) });
    await later(0);
    const [worker] = made;
    worker!.reply({ type: 'analysis', id: 1, report: report(1) });
    client.start(parallel, { onReport: (r) => seen.push(['b', r.depth]) });
    await later(0);
    expect(worker!.sent.map((m) => `${m.type}:${m.id}`)).toEqual([
      'analyse:1',
      'stop:1',
      'analyse:2',
    ]);
    worker!.reply({ type: 'analysis', id: 1, report: report(2) }); // stale: dropped
    worker!.reply({ type: 'analysis-end', id: 1, stopped: true });
    worker!.reply({ type: 'analysis', id: 2, report: report(1) });
    expect(seen).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect(await a.done).toEqual({ kind: 'stopped' });
    expect(worker!.terminated).toBe(false); // it ended the old analysis in time
    client.dispose();
  });

  it('a worker that does not end a stopped analysis in time is replaced', async () => {
    const { made, factory } = fakeWorkers();
    const client = new AnalysisClient(factory, 30);
    client.start(plunder);
    await later(0);
    const seen: number[] = [];
    const b = client.start(parallel, { onReport: (r) => seen.push(r.depth) });
    await later(100); // the first worker is deep in a root search of the old position
    expect(made).toHaveLength(2);
    expect(made[0]!.terminated).toBe(true);
    expect(made[1]!.sent).toEqual([
      expect.objectContaining({ type: 'analyse', id: 2, game: 'parallel-worlds' }),
    ]);
    made[0]!.reply({ type: 'analysis', id: 2, report: report(9) }); // from the old worker: gone
    made[1]!.reply({ type: 'analysis', id: 2, report: report(1) });
    made[1]!.reply({ type: 'analysis-end', id: 2, stopped: false });
    expect(await b.done).toEqual({ kind: 'complete' });
    expect(seen).toEqual([1]);
    client.dispose();
  });
});
