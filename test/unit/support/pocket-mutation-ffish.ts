/**
 * Fairy-Stockfish (npm `ffish`, its WebAssembly build) as the second opinion on Pocket mutation
 * chess, for the tests only. It shares no code with src/rules.
 *
 * Fairy-Stockfish is told the game through a variant ini: the thirteen fairy pieces of
 * docs/rules.md §Conventions / Piece letters
 * in Betza notation (nightrider `NN`, super bishop `BK`, cardinal `BN`, …, amazon rider `QNN`), no
 * castling, pawns that never promote (they stop on the last rank), pockets with drops anywhere but
 * the dropper's last rank, pawn drops on the first rank allowed. That covers the ordinary moves and
 * the drops, with check, pins and en passant. It cannot express pocketing with mutation, so
 * `referenceMoves` adds it here, written straight from docs/rules.md §Pocket mutation chess: for
 * each of the mover's men
 * but the king, when the mover's pocket is empty and it is not White's first move, the man is
 * lifted off a copy of the board and kept when Fairy-Stockfish says the mover is not then in
 * check; it becomes each piece of its class (of the next class from its owner's last rank).
 *
 * ffish 0.7.10 is an older Emscripten build: it loads its .wasm with `fetch` when `fetch` exists,
 * which fails for a file path under Node 20, so `fetch` is hidden while the module is required.
 */
import { createRequire } from 'node:module';
import { fenFields } from './fenFields';

/** The parts of the ffish module object used here. */
interface FfishBoard {
  setFen(fen: string): void;
  fen(): string;
  legalMoves(): string;
  push(move: string): boolean;
  pop(): void;
  isCheck(): boolean;
  delete(): void;
}
interface Ffish {
  Board: new (variant: string, fen?: string) => FfishBoard;
  loadVariantConfig(ini: string): void;
  validateFen(fen: string, variant: string): number;
  info(): string;
  onRuntimeInitialized?: () => void;
  calledRun?: boolean;
}

const FFISH_VARIANT = 'pocketmut';

/**
 * The variant as Fairy-Stockfish reads it (letters of docs/rules.md §Conventions / Piece letters,
 * lower case in the ini).
 */
const VARIANT_INI = `
[${FFISH_VARIANT}:chess]
castling = false
customPiece1 = i:NN
customPiece2 = d:BK
customPiece3 = a:BN
customPiece4 = g:RK
customPiece5 = m:RN
customPiece6 = u:BNN
customPiece7 = v:BNK
customPiece8 = f:RNN
customPiece9 = w:RNK
customPiece10 = x:BNNK
customPiece11 = t:QN
customPiece12 = h:RNNK
customPiece13 = z:QNN
pieceDrops = true
firstRankPawnDrops = true
promotionZonePawnDrops = true
whiteDropRegion = *1 *2 *3 *4 *5 *6 *7
blackDropRegion = *2 *3 *4 *5 *6 *7 *8
promotionPieceTypes = -
mandatoryPawnPromotion = false
startFen = rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w - - 0 1
`;

/** docs/rules.md §Pocket mutation chess / Classes: the class table, class 1 first. */
const CLASSES = ['P', 'NB', 'RID', 'AG', 'QMUV', 'FWX', 'TH', 'Z'] as const;
const classIndex = (letter: string): number => CLASSES.findIndex((c) => c.includes(letter));

let loading: Promise<Reference> | undefined;

/** Loads Fairy-Stockfish once per test file, with the variant defined. */
export function loadReference(): Promise<Reference> {
  loading ??= new Promise<Ffish>((resolve) => {
    const require = createRequire(import.meta.url);
    const savedFetch = globalThis.fetch;
    // @ts-expect-error hidden on purpose while the module starts (see the header)
    delete globalThis.fetch;
    let ffish: Ffish;
    try {
      ffish = require('ffish') as Ffish;
    } finally {
      globalThis.fetch = savedFetch;
    }
    if (ffish.calledRun) resolve(ffish);
    else ffish.onRuntimeInitialized = () => resolve(ffish);
  }).then((ffish) => {
    ffish.loadVariantConfig(VARIANT_INI);
    return new Reference(ffish);
  });
  return loading;
}

const expand = (placement: string): string[][] =>
  placement.split('/').map((row) => row.replace(/\d/g, (d) => '.'.repeat(Number(d))).split(''));
const compress = (rows: string[][]): string =>
  rows.map((row) => row.join('').replace(/\.+/g, (run) => String(run.length))).join('/');

export class Reference {
  readonly ffish: Ffish;
  private readonly board: FfishBoard;

  constructor(ffish: Ffish) {
    this.ffish = ffish;
    this.board = new ffish.Board(FFISH_VARIANT);
  }

  /** Fairy-Stockfish's legal moves (ordinary moves and drops), as it writes them. */
  ordinaryMoves(fen: string): string[] {
    this.board.setFen(fen);
    return this.board.legalMoves().split(' ').filter(Boolean).sort();
  }

  /**
   * The pocketing moves of §3 (`c3^A`) with the position each leads to, the mover's safety
   * judged by Fairy-Stockfish.
   */
  pocketings(fen: string): Array<[string, string]> {
    const [boardField, side, , , half, full] = fenFields(fen);
    const match = /^(.*)\[(.*)\]$/.exec(boardField)!;
    const rows = expand(match[1]!);
    const pocket = match[2]!;
    const white = side === 'w';
    const ownPocket = [...pocket].some((ch) => (ch === ch.toUpperCase()) === white);
    if (ownPocket || (white && full === '1')) return [];
    const result: Array<[string, string]> = [];
    for (let r = 0; r < 8; r++) {
      for (let f = 0; f < 8; f++) {
        const man = rows[r]![f]!;
        if (man === '.' || (man === man.toUpperCase()) !== white || man.toUpperCase() === 'K')
          continue;
        rows[r]![f] = '.';
        const placement = compress(rows);
        rows[r]![f] = man;
        this.board.setFen(`${placement}[${pocket}] ${side} - - ${half} ${full}`);
        if (this.board.isCheck()) continue;
        const lastRank = white ? r === 0 : r === 7;
        const cls = Math.min(classIndex(man.toUpperCase()) + (lastRank ? 1 : 0), 7);
        const square = 'abcdefgh'[f]! + String(8 - r);
        for (const becomes of CLASSES[cls]!) {
          const pockets = white ? becomes + pocket : pocket + becomes.toLowerCase();
          const next = `${placement}[${pockets}] ${white ? 'b' : 'w'} - - ${Number(half) + 1} ${white ? full : Number(full) + 1}`;
          result.push([`${square}^${becomes}`, next]);
        }
      }
    }
    return result;
  }

  /** Every legal move of §3 in canonical notation, sorted in code-point order. */
  moves(fen: string): string[] {
    const all = [...this.ordinaryMoves(fen), ...this.pocketings(fen).map(([move]) => move)];
    return all.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  }

  /** perft by Fairy-Stockfish's moves plus the pocketing above (draws ignored, as in §0). */
  perft(fen: string, depth: number): number {
    if (depth === 0) return 1;
    const ordinary = this.ordinaryMoves(fen);
    const pocketings = this.pocketings(fen);
    if (depth === 1) return ordinary.length + pocketings.length;
    const children: string[] = [];
    this.board.setFen(fen);
    for (const move of ordinary) {
      this.board.push(move);
      children.push(this.board.fen());
      this.board.pop();
    }
    for (const [, next] of pocketings) children.push(next);
    let nodes = 0;
    for (const child of children) nodes += this.perft(child, depth - 1);
    return nodes;
  }
}
