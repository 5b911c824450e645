/**
 * A UCI engine (Debian's Stockfish: `apt-get install stockfish`, /usr/games/stockfish) driven
 * over its standard input and output, for the strength benchmark against Stockfish's calibrated
 * limiter (stockfish.ts). Only what that needs: options, a new game, and the best move in a
 * position given by FEN and UCI moves, on a clock.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

/** Where Debian installs Stockfish. */
export const STOCKFISH_PATH = process.env.STOCKFISH ?? '/usr/games/stockfish';

/** The clock as UCI's `go` gives it (milliseconds). */
export interface UciClock {
  readonly wtime: number;
  readonly btime: number;
  readonly winc: number;
  readonly binc: number;
}

export class UciEngine {
  private readonly child: ChildProcessWithoutNullStreams;
  private readonly waiting: Array<{
    test: (line: string) => boolean;
    done: (line: string) => void;
  }> = [];
  /** `id name` of the engine, once `start` has resolved. */
  name = '';

  private constructor(path: string) {
    this.child = spawn(path, [], { stdio: ['pipe', 'pipe', 'pipe'] });
    const lines = createInterface({ input: this.child.stdout });
    lines.on('line', (line) => {
      const index = this.waiting.findIndex((w) => w.test(line));
      if (index >= 0) this.waiting.splice(index, 1)[0]!.done(line);
    });
  }

  /** Starts the engine and waits for `uciok`; `options` are set with `setoption`. */
  static async start(
    options: Readonly<Record<string, string | number | boolean>>,
    path = STOCKFISH_PATH,
  ): Promise<UciEngine> {
    const engine = new UciEngine(path);
    const failed = new Promise<never>((_, reject) => {
      engine.child.once('error', (error) => reject(new Error(`${path}: ${error.message}`)));
    });
    // Both waits are registered before `uci` is sent: its answer comes in one read.
    const name = engine.next((line) => line.startsWith('id name '));
    const uciok = engine.next((line) => line === 'uciok');
    engine.send('uci');
    engine.name = (await Promise.race([name, failed])).slice('id name '.length);
    await Promise.race([uciok, failed]);
    for (const [key, value] of Object.entries(options))
      engine.send(`setoption name ${key} value ${value}`);
    await engine.ready();
    return engine;
  }

  private send(command: string): void {
    this.child.stdin.write(`${command}\n`);
  }

  private next(test: (line: string) => boolean): Promise<string> {
    return new Promise((done) => this.waiting.push({ test, done }));
  }

  private async ready(): Promise<void> {
    const ok = this.next((line) => line === 'readyok');
    this.send('isready');
    await ok;
  }

  /** Forgets the game before (`ucinewgame`). */
  async newGame(): Promise<void> {
    this.send('ucinewgame');
    await this.ready();
  }

  /** The best move (UCI notation) from `fen` after `moves`, searched on `clock`. */
  async bestMove(fen: string, moves: readonly string[], clock: UciClock): Promise<string> {
    const best = this.next((line) => line.startsWith('bestmove '));
    this.send(`position fen ${fen}${moves.length > 0 ? ` moves ${moves.join(' ')}` : ''}`);
    this.send(`go wtime ${clock.wtime} btime ${clock.btime} winc ${clock.winc} binc ${clock.binc}`);
    return (await best).split(' ')[1]!;
  }

  /** Ends the engine's process. */
  quit(): void {
    this.send('quit');
    this.child.stdin.end();
  }
}
