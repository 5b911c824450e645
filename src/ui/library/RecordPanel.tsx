// The game record and sharing: download the record file or copy it (moves in canonical notation
// or as the move list shows them), open a record file, paste a record, a FEN or a link, and copy
// a link to the position on screen. Whatever is loaded is read in full first
// (src/ui/library/importText.ts) and becomes a new game in the library, shown instead of the one on
// screen, which stays in the library; a file of several games keeps all of them. What a PGN had
// that is not part of a game (comments, NAGs, variations) is named in the panel's message, and
// anything wrong is reported in the panel's alert, naming the problem, with the game left as it was.
import { useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { playedCount } from '../../game/library';
import type { Skipped } from '../../game/pgnRecord';
import { writeRecord, type RecordNotation } from '../../game/recordFile';
import type { GameSession } from '../../game/session';
import type { GameState } from '../../game/store';
import { copyText } from '../common/copyText';
import { downloadText } from '../common/download';
import {
  countOf,
  gameText,
  problemText,
  useT,
  type MessageKey,
  type Translator,
} from '../i18n/i18n';
import { useGameHost } from '../shell/gameHostContext';
import { storageProblemText } from '../i18n/storageProblemText';
import { playedWords } from './LibraryPanel';
import { recordFileName, shareLink } from './recordLinks';
import { GAME_IDS, gameIdOf, isGameId, type GameId } from '../common/games';
import type { ViewMode } from '../shell/route';

interface RecordPanelProps {
  store: StoreApi<GameState>;
  view: ViewMode | null;
  onOpen: (session: GameSession, view: ViewMode | null) => void; // puts a loaded game on screen
}

type Message =
  | { tone: 'ok'; text: string }
  | { tone: 'error'; text: string }
  | { tone: 'copy'; text: string; fallback: string }; // clipboard refused: show the text to copy

const MAX_FILE_BYTES = 1_000_000;

/** What was left out of a PGN, in words ('' when nothing was). */
function skippedText(skipped: Skipped, t: Translator): string {
  const parts = [
    skipped.comments > 0 && countOf(t.language, 'unit.comments', skipped.comments),
    skipped.annotations > 0 && countOf(t.language, 'unit.annotations', skipped.annotations),
    skipped.variations > 0 && countOf(t.language, 'unit.variations', skipped.variations),
  ].filter((part): part is string => !!part);
  return parts.length > 0 ? ` ${t('record.skipped', { what: parts.join(', ') })}` : '';
}

export function RecordPanel({ store, view, onOpen }: RecordPanelProps) {
  const t = useT();
  const host = useGameHost();
  useStore(store, (state) => state.version);
  const session = useStore(store, (state) => state.session);
  const [message, setMessage] = useState<Message | null>(null);
  const [pasteOpen, setPasteOpen] = useState(false);
  const [pasted, setPasted] = useState('');
  const [fenGame, setFenGame] = useState<GameId>(() => gameIdOf(session.game));
  const [notation, setNotation] = useState<RecordNotation>('canonical');
  const fileInput = useRef<HTMLInputElement>(null);

  const load = async (text: string) => {
    const { importText } = await import('./importText'); // its own chunk: only a load needs it
    const imported = await importText(text, fenGame);
    if (imported.kind === 'error') {
      const key: Record<typeof imported.what, MessageKey> = {
        record: 'record.badRecord',
        fen: 'record.badFen',
        link: 'record.badLink',
        empty: 'record.empty',
      };
      const error = imported.problem ? problemText(t.language, imported.problem) : imported.error;
      setMessage({ tone: 'error', text: t(key[imported.what], { error }) });
      return;
    }
    const loaded = imported.session;
    const more = imported.kind === 'record' ? imported.more : [];
    const kept = more.length > 0 ? await host.keep(more) : null;
    onOpen(loaded, imported.kind === 'link' ? (imported.view ?? view) : view);
    setPasted('');
    setPasteOpen(false);
    let said = t('record.loaded', {
      game: gameText(t.language, gameIdOf(loaded.game), 'name'),
      moves: playedWords(t, loaded.game.id, playedCount(loaded)),
    });
    if (imported.kind === 'record') said += skippedText(imported.skipped, t);
    if (kept !== null)
      said += ` ${t(kept.ok ? 'record.moreKept' : 'record.moreFailed', {
        count: countOf(t.language, 'unit.games', more.length),
        error: kept.ok ? '' : storageProblemText(t, kept.problem),
      })}`;
    setMessage({ tone: kept && !kept.ok ? 'error' : 'ok', text: said });
  };

  const download = () => downloadText(recordFileName(session), writeRecord(session, notation));

  const copy = async (text: string, done: MessageKey) => {
    if (await copyText(text)) setMessage({ tone: 'ok', text: t(done) });
    else setMessage({ tone: 'copy', text: t('record.clipboardFailed'), fallback: text });
  };

  const openFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setMessage({ tone: 'error', text: t('record.badFile', { error: t('record.fileTooBig') }) });
      return;
    }
    try {
      await load(await file.text());
    } catch (error) {
      setMessage({
        tone: 'error',
        text: t('record.badFile', {
          error: error instanceof Error ? error.message : String(error),
        }),
      });
    }
  };

  return (
    <section className="panel record-panel" aria-labelledby="record-panel-title">
      <h2 className="panel-title" id="record-panel-title">
        {t('record.title')}
      </h2>
      <div className="button-row">
        <button type="button" className="button" onClick={download}>
          {t('record.download')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => void copy(writeRecord(session, notation), 'record.copied')}
        >
          {t('record.copy')}
        </button>
      </div>
      <label className="field field-inline">
        <span className="field-label">{t('record.notation')}</span>
        <select
          value={notation}
          onChange={(event) => setNotation(event.target.value as RecordNotation)}
        >
          <option value="canonical">{t('record.notation.canonical')}</option>
          <option value="san">{t('record.notation.san')}</option>
        </select>
      </label>
      <div className="button-row">
        <button
          type="button"
          className="button"
          onClick={() =>
            void copy(shareLink(session, view, window.location.href), 'record.linkCopied')
          }
        >
          {t('record.share')}
        </button>
      </div>
      <div className="button-row">
        <button type="button" className="button" onClick={() => fileInput.current?.click()}>
          {t('record.openFile')}
        </button>
        <input
          ref={fileInput}
          type="file"
          accept=".txt,.pgn,text/plain"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t('record.openFile')}
          data-testid="record-file"
          onChange={(event) => {
            void openFile(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <button
          type="button"
          className="button"
          aria-expanded={pasteOpen}
          onClick={() => setPasteOpen(!pasteOpen)}
        >
          {t('record.paste')}
        </button>
      </div>
      {pasteOpen && (
        <form
          className="paste-form"
          onSubmit={(event) => {
            event.preventDefault();
            void load(pasted);
          }}
        >
          <label className="field">
            <span className="field-label">{t('record.pasteLabel')}</span>
            <textarea
              className="paste-text"
              rows={5}
              value={pasted}
              placeholder={t('record.pastePlaceholder')}
              spellCheck={false}
              autoCapitalize="off"
              autoCorrect="off"
              onChange={(event) => setPasted(event.target.value)}
            />
          </label>
          <label className="field field-inline">
            <span className="field-label">{t('record.fenGame')}</span>
            <select
              value={fenGame}
              onChange={(event) => isGameId(event.target.value) && setFenGame(event.target.value)}
            >
              {GAME_IDS.map((id) => (
                <option key={id} value={id}>
                  {gameText(t.language, id, 'name')}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="button button-primary">
            {t('record.load')}
          </button>
        </form>
      )}
      {message && (
        <div
          className={`panel-message panel-message-${message.tone === 'ok' ? 'ok' : 'error'}`}
          role={message.tone === 'ok' ? 'status' : 'alert'}
        >
          <p>{message.text}</p>
          {message.tone === 'copy' && (
            <textarea
              className="paste-text"
              readOnly
              rows={4}
              value={message.fallback}
              aria-label={t('record.linkLabel')}
              onFocus={(event) => event.target.select()}
            />
          )}
        </div>
      )}
    </section>
  );
}
