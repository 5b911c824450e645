/**
 * The screen-reader mode's panel (the setting, or `?blind`), after lichess's blind mode: a command
 * line that reads the board and takes moves (readerCommands.ts, worded by readerText.ts), its
 * answer in a polite live region and a refused move in an assertive one, and each level of the
 * board as a table of its own. It stands above the board, first in the page's reading order, and
 * takes the place of the typed-move box; moves and events themselves are announced once, by the
 * page's live region (Announcer.tsx). Every game, at one screen, against the computer or online:
 * it acts only through the store's intents, which know whose turn it is.
 */
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { readSquares } from '../../game/boardReading';
import type { GameState } from '../../game/store';
import { useGameSession } from '../../game/useBoardView';
import { problemText, useT, type Translator } from '../i18n/i18n';
import { squareWords } from '../i18n/squareWords';
import type { GameSession } from '../../game/session';
import { readCommand } from './readerCommands';
import { answerOf, manWords } from './readerText';
import './screenReader.css';

export function ScreenReaderPanel({ store }: { store: StoreApi<GameState> }) {
  const t = useT();
  const session = useGameSession(store);
  const message = useStore(store, (state) => state.message);
  const [text, setText] = useState('');
  const [reply, setReply] = useState({ text: '', count: 0 }); // count: a new node, so a repeat is heard
  const inputId = useId();
  const say = (answer: string) => setReply(({ count }) => ({ text: answer, count: count + 1 }));

  const run = () => {
    const command = readCommand(text, session.game.levels);
    const state = store.getState();
    if (command.kind === 'move') {
      if (state.typeMove(command.text)) setText('');
      return;
    }
    setText('');
    if (command.kind !== 'undo') return say(answerOf(t, session, command));
    if (session.canUndo()) state.undo();
    else say(t('blind.nothingToUndo'));
  };

  return (
    <section className="panel screen-reader-panel" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="panel-title">
        {t('blind.title')}
      </h2>
      <p className="panel-note">{t('blind.intro')}</p>
      <form
        className="move-input-row"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() !== '') run();
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t('blind.command')}
        </label>
        <input
          id={inputId}
          className="text-input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('blind.command')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          data-testid="reader-command"
        />
        <button type="submit" className="button">
          {t('blind.go')}
        </button>
      </form>
      <div className="reader-reply" role="status" aria-live="polite" aria-atomic="true">
        {reply.text && <p key={reply.count}>{reply.text}</p>}
      </div>
      <div className="reader-problem" role="alert">
        {message && <p>{problemText(t.language, message)}</p>}
      </div>
      <details className="reader-tables">
        <summary>{t('blind.tables')}</summary>
        {[...Array(session.game.levels).keys()].map((level) => (
          <LevelTable key={level} t={t} session={session} level={level} />
        ))}
      </details>
    </section>
  );
}

const FILES = 'abcdefgh';

/** One level as a table: files across, ranks from 8 down, each cell the man on it. */
function LevelTable({ t, session, level }: { t: Translator; session: GameSession; level: number }) {
  const squares = readSquares(session.position, { kind: 'level', level });
  const levels = session.game.levels;
  return (
    <table className="reader-table">
      <caption>{squareWords(t).board(levels > 1 ? level : null)}</caption>
      <thead>
        <tr>
          <td />
          {[...FILES].map((file) => (
            <th key={file} scope="col">
              {file}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[7, 6, 5, 4, 3, 2, 1, 0].map((rank, row) => (
          <tr key={rank}>
            <th scope="row">{rank + 1}</th>
            {squares.slice(row * 8, row * 8 + 8).map(({ at, man }) => (
              <td key={at.name}>{man && manWords(t, man)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
