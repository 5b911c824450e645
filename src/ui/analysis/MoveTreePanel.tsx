/**
 * The analysis board's move tree (src/content/moveTree.ts) as lichess shows it: the main line's
 * turns inline, each turn's variations indented below it in parentheses, comments in italics,
 * glyphs after their turn; a click on a turn goes there (the boards show its position). Below it,
 * what can be done to the turn shown: a glyph (`!`, `?`, `!!`, `??`, `!?`, `?!`), a comment,
 * promote its variation or make it the main line, delete it and all after it; and the lines
 * shared: a link that opens the same tree here, or the record (PGN-style, in the move list's
 * notation) copied. A node is a whole turn, so in Parallel worlds chess one button holds a
 * turn's sub-moves. The study page shows it too: for a reader without the tools (`editable`
 * false: the lines only), and without pasting a record (no `open`).
 */
import { useState, type ReactNode } from 'react';
import { GLYPHS, onMainLine, samePath, type Glyph, type TreePath } from '../../content/contentTree';
import { type MoveTree } from '../../content/moveTree';
import type { ShownTurn } from '../../game/treeRecord';
import { copyText } from '../common/copyText';
import { useT } from '../i18n/i18n';
import { useAnalysisText } from './analysisWords';
import type { AnalysisWordKey } from './analysisWords.en';

const GLYPH_WORDS: Record<Glyph, AnalysisWordKey> = {
  '!': 'good',
  '?': 'mistake',
  '!!': 'brilliant',
  '??': 'blunder',
  '!?': 'interesting',
  '?!': 'dubious',
};

export interface TreeActions {
  go(path: TreePath): void;
  glyph(glyph: Glyph): void;
  comment(text: string): void;
  promote(toMain: boolean): void;
  remove(): void;
  /** The link and the record of the tree, for sharing. */
  share(): { link: string; record: string };
  /** Opens a pasted record's tree instead; says what is wrong with it, or null (none: no paste). */
  open?(record: string): string | null;
}

export function MoveTreePanel({
  tree,
  turns,
  path,
  everyTurn,
  actions,
  editable = true,
  underWay = false,
}: {
  tree: MoveTree;
  turns: readonly ShownTurn[];
  path: TreePath; // the turn shown ([]: the start position)
  everyTurn: boolean; // every turn numbered, Black's too (Parallel worlds chess)
  actions: TreeActions;
  editable?: boolean; // false: the lines to step through, no tools to change them
  underWay?: boolean; // a Parallel worlds turn under way: it is no node yet, so nothing to mark
}) {
  const text = useAnalysisText();
  const t = useT();
  const [copied, setCopied] = useState<{ ok: boolean; text: string } | null>(null);
  const [pasting, setPasting] = useState(false);
  const [pasted, setPasted] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const node = nodeOf(turns, path);
  const comment = path.length === 0 ? tree.root.comment : (node?.node.comment ?? '');

  /** One turn's button: its number when it needs one, its moves, its glyph; its comment after. */
  const turnButton = (shown: ShownTurn, numbered: boolean) => {
    const number = numbered || everyTurn || shown.color === 0;
    const label = shown.san.map((san) => (san === 'end' ? t('moves.end') : san)).join(' ');
    const current = samePath(shown.path, path);
    return (
      <span key={`t${shown.node.id}`} className="tree-turn">
        <button
          type="button"
          className={current ? 'tree-move is-current' : 'tree-move'}
          aria-current={current ? 'step' : undefined}
          onClick={() => actions.go(shown.path)}
          data-testid="tree-move"
        >
          {number && (
            <span className="tree-number">
              {shown.number}
              {shown.color === 0 ? '.' : '…'}
            </span>
          )}
          {label}
          {shown.node.glyph && <span className="tree-glyph">{shown.node.glyph}</span>}
        </button>
        {shown.node.comment && (
          <>
            {' '}
            <span className="tree-comment">{shown.node.comment}</span>
          </>
        )}{' '}
      </span>
    );
  };

  /** A line on from `list[0]`, each turn's variations in an indented block after it. */
  const line = (list: readonly ShownTurn[], numbered: boolean): ReactNode[] => {
    const out: ReactNode[] = [];
    let rest = list;
    let number = numbered;
    while (rest.length > 0) {
      const [main, ...others] = rest as [ShownTurn, ...ShownTurn[]];
      out.push(turnButton(main, number));
      if (others.length > 0)
        out.push(
          <div key={`v${main.node.id}`} className="tree-variations">
            {others.map((other) => (
              <div key={other.node.id} className="tree-variation" data-testid="tree-variation">
                {turnButton(other, true)}
                {line(other.children, other.node.comment !== '')}
              </div>
            ))}
          </div>,
        );
      number = others.length > 0 || main.node.comment !== '';
      rest = main.children;
    }
    return out;
  };

  const share = async (which: 'link' | 'record') => {
    const shared = actions.share();
    const value = which === 'link' ? shared.link : shared.record;
    setCopied({ ok: await copyText(value), text: value });
  };

  const atRoot = path.length === 0;
  const main = onMainLine(tree, path);
  return (
    <section className="panel tree-panel" aria-label={text('tree')}>
      <h2 className="panel-title">{text('tree')}</h2>
      <div className="tree-moves" data-testid="move-tree">
        <button
          type="button"
          className={atRoot ? 'tree-move tree-start is-current' : 'tree-move tree-start'}
          aria-current={atRoot ? 'step' : undefined}
          onClick={() => actions.go([])}
        >
          {text('startPosition')}
        </button>
        {tree.root.comment && (
          <>
            {' '}
            <span className="tree-comment">{tree.root.comment}</span>
          </>
        )}{' '}
        {turns.length === 0 ? (
          <p className="move-list-empty">{text('noMoves')}</p>
        ) : (
          line(turns, true)
        )}
      </div>
      <div className="tree-tools" hidden={!editable}>
        <div className="button-row tree-glyphs" role="group" aria-label={text('marks')}>
          {GLYPHS.map((glyph) => (
            <button
              key={glyph}
              type="button"
              className="button tree-glyph-button"
              aria-pressed={node?.node.glyph === glyph}
              aria-label={text(GLYPH_WORDS[glyph])}
              title={text(GLYPH_WORDS[glyph])}
              disabled={atRoot || underWay}
              onClick={() => actions.glyph(glyph)}
            >
              {glyph}
            </button>
          ))}
        </div>
        <label className="tree-comment-field">
          <span>{text('comment')}</span>
          <textarea
            rows={2}
            value={comment}
            placeholder={text('commentHint')}
            disabled={underWay}
            aria-describedby={underWay ? 'tree-under-way' : undefined}
            onChange={(event) => actions.comment(event.target.value)}
          />
        </label>
        {underWay && (
          <p className="panel-note" id="tree-under-way">
            {text('finishTurn')}
          </p>
        )}
        <div className="button-row">
          <button
            type="button"
            className="button"
            disabled={main}
            onClick={() => actions.promote(false)}
          >
            {text('promote')}
          </button>
          <button
            type="button"
            className="button"
            disabled={main}
            onClick={() => actions.promote(true)}
          >
            {text('mainLine')}
          </button>
          <button type="button" className="button" disabled={atRoot} onClick={actions.remove}>
            {text('remove')}
          </button>
        </div>
        <div className="button-row">
          <button type="button" className="button" onClick={() => void share('link')}>
            {text('copyLink')}
          </button>
          <button type="button" className="button" onClick={() => void share('record')}>
            {text('copyRecord')}
          </button>
          {actions.open && (
            <button
              type="button"
              className="button"
              aria-expanded={pasting}
              onClick={() => setPasting(!pasting)}
            >
              {text('paste')}
            </button>
          )}
        </div>
        {pasting && actions.open && (
          <form
            className="tree-paste"
            onSubmit={(event) => {
              event.preventDefault();
              const problem = actions.open?.(pasted) ?? null;
              setRefused(problem);
              if (problem === null) {
                setPasting(false);
                setPasted('');
              }
            }}
          >
            <label className="tree-comment-field">
              <span>{text('pasteLabel')}</span>
              <textarea
                rows={4}
                value={pasted}
                onChange={(event) => setPasted(event.target.value)}
              />
            </label>
            <button type="submit" className="button">
              {text('open')}
            </button>
            {refused && (
              <p role="alert" className="tree-refused">
                {refused}
              </p>
            )}
          </form>
        )}
        {copied && (
          <div role="status" className="tree-copied">
            {copied.ok ? (
              text('copied')
            ) : (
              <>
                <p>{text('copyByHand')}</p>
                <textarea readOnly rows={3} value={copied.text} data-testid="tree-shared" />
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** The shown turn a path reaches, or null (the start position). */
function nodeOf(turns: readonly ShownTurn[], path: TreePath): ShownTurn | null {
  let list = turns;
  let found: ShownTurn | null = null;
  for (const id of path) {
    found = list.find((each) => each.node.id === id) ?? null;
    if (!found) return null;
    list = found.children;
  }
  return found;
}
