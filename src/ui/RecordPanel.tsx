// The game record and sharing: download the record file, copy it, open a record file, paste a
// record, a FEN or a link, and copy a link to the position on screen. Whatever is loaded is read
// in full first (src/ui/importText.ts); only a good game replaces the one on screen, and anything
// wrong is reported in the panel's alert, naming the problem, with the game left as it was.
import { useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import { writeRecord } from '../game/recordFile';
import type { GameSession } from '../game/session';
import type { GameState } from '../game/store';
import { downloadText } from './download';
import { countOf, gameText, useT, type MessageKey } from './i18n';
import { importText, recordFileName, shareLink } from './importText';
import { GAME_IDS, type GameId } from './games';
import type { ViewMode } from './route';

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

/** Copies text to the clipboard; false when the browser refuses. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export function RecordPanel({ store, view, onOpen }: RecordPanelProps) {
  const t = useT();
  useStore(store, (state) => state.version);
  const session = useStore(store, (state) => state.session);
  const [message, setMessage] = useState<Message | null>(null);
  const [pasteOpen, setPasteOpen] = useState(false);
  const [pasted, setPasted] = useState('');
  const [fenGame, setFenGame] = useState<GameId>(session.game.id as GameId);
  const fileInput = useRef<HTMLInputElement>(null);

  const load = (text: string) => {
    const imported = importText(text, fenGame);
    if (imported.kind === 'error') {
      const key: Record<typeof imported.what, MessageKey> = {
        record: 'record.badRecord',
        fen: 'record.badFen',
        link: 'record.badLink',
        empty: 'record.empty',
      };
      setMessage({ tone: 'error', text: t(key[imported.what], { error: imported.error }) });
      return;
    }
    const loaded = imported.session;
    onOpen(loaded, imported.kind === 'link' ? (imported.view ?? view) : view);
    setPasted('');
    setPasteOpen(false);
    setMessage({
      tone: 'ok',
      text: t('record.loaded', {
        game: gameText(t.language, loaded.game.id as GameId, 'name'),
        moves: countOf(t.language, 'unit.moves', loaded.moves.length),
      }),
    });
  };

  const download = () => downloadText(recordFileName(session), writeRecord(session));

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
      load(await file.text());
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
          onClick={() => void copy(writeRecord(session), 'record.copied')}
        >
          {t('record.copy')}
        </button>
      </div>
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
            load(pasted);
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
            <select value={fenGame} onChange={(event) => setFenGame(event.target.value as GameId)}>
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
