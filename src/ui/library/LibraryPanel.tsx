// The home page's "Continue": the games kept in this browser's library, newest first, each with
// a thumbnail of its position (drawn by the real flat board), its game, name, opponent, time control, how far
// it has got (turns or moves, as the game counts), its result and when it was last played. Each
// can be continued, analysed (its moves on the analysis board), made a study's chapter ("Study
// this game", issue 46: its dialog is a chunk loaded on the press), renamed or deleted (with undo
// while the notice shows); all can be downloaded
// as one record file. Entries the library could not read were set aside by it (libraryDb.ts):
// they are reported here with the reason and can be downloaded as they were, so nothing is lost,
// until the player removes them.
// The list follows changes made in other tabs (the library's change feed).
// The list is read after the page has painted (IndexedDB), so while it loads the section keeps
// the height it had on this browser's last visit at the same width (keptHeight, below, and the
// script in index.html's head that sets it before the first paint): the game cards below it do
// not shift when a returning player's games appear (issue 44).
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { LibraryEntry } from '../../game/library';
import { readRecord, recordTimeControl } from '../../game/recordFile';
import { controlText } from '../i18n/gameSetupText';
import type { StorageProblem } from '../../game/storageProblems';
import { gameById, ok, type Result } from '../../rules';
import {
  clearSetAside,
  deleteEntry,
  listLibrary,
  listSetAside,
  onLibraryChange,
  restoreDeleted,
  writeEntry,
  type SetAsideItem,
} from '../../game/libraryDb';
import { BoardDiagram } from '../common/BoardDiagram';
import { downloadText } from '../common/download';
import { useGameHost } from '../shell/gameHostContext';
import { isGameId, type GameId } from '../common/games';
import {
  countOf,
  gameText,
  problemText,
  useT,
  type MessageKey,
  type Translator,
} from '../i18n/i18n';
import { makeSearch, type AnalyseRoute, type GameRoute, type Route } from '../shell/route';
import { StudyButton } from '../study/StudyButton';
import { storageProblemText } from '../i18n/storageProblemText';
import './library.css';

/** How many games the list shows before "Show all". */
const RECENT = 4;

interface Library {
  entries: readonly LibraryEntry[] | null; // null while loading
  setAside: readonly SetAsideItem[]; // damaged entries kept aside until the player clears them
  error: StorageProblem | null;
}

/** The library's entries, read again whenever it changes (here or in another tab). */
function useLibrary(): Library {
  const [library, setLibrary] = useState<Library>({ entries: null, setAside: [], error: null });
  useEffect(() => {
    let live = true;
    const load = () =>
      void listLibrary().then((listing) => {
        if (!live) return;
        setLibrary({ entries: listing.entries, setAside: listing.setAside, error: listing.error });
      });
    load();
    const stop = onLibraryChange(load);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return library;
}

/**
 * Where the section's last height is kept, with the window's width then: index.html's head
 * reads the same key, by name, before the first paint.
 */
const KEPT_HEIGHT = 'pw-library-height';

/** Keeps the section's height at this width for the next visit (nothing if storage refuses). */
function useKeptHeight(section: RefObject<HTMLElement | null>, loaded: boolean): void {
  useEffect(() => {
    if (!loaded || !section.current) return;
    const kept = JSON.stringify({ width: window.innerWidth, height: section.current.offsetHeight });
    try {
      if (localStorage.getItem(KEPT_HEIGHT) !== kept) localStorage.setItem(KEPT_HEIGHT, kept);
    } catch {
      // private mode: the space is not reserved next time
    }
  });
}

/** An entry of one of the app's games: the only ones the list shows. */
type ShownEntry = LibraryEntry & { readonly gameId: GameId };

const isShown = (entry: LibraryEntry): entry is ShownEntry => isGameId(entry.gameId);

/** The words the list shows for an entry: its name (or its game's) and the details line. */
function entryTitle(entry: LibraryEntry, t: Translator): string {
  return entry.name ?? (isShown(entry) ? gameText(t.language, entry.gameId, 'name') : entry.gameId);
}

/** How far a game has got, in the unit its game counts in: '3 turns', '12 moves'. */
export function playedWords(t: Translator, gameId: string, count: number): string {
  const unit = gameById(gameId)?.subMoveTurns ? 'unit.turns' : 'unit.moves';
  return countOf(t.language, unit, count);
}

function entryDetail(entry: ShownEntry, t: Translator, when: string): string {
  const game = entry.gameId;
  const control = recordTimeControl(entry.record);
  const parts = [
    ...(control ? [controlText(t, control)] : []),
    ...(entry.name ? [gameText(t.language, game, 'name')] : []),
    ...(entry.opponent ? [t('library.against', { opponent: entry.opponent })] : []),
    playedWords(t, game, entry.played),
    entry.result === '*' ? t('library.inProgress') : entry.result,
    t('library.when', { when }),
  ];
  return parts.join(' · ');
}

/** All entries' records as one file: each record as stored, a blank line between. */
function libraryExport(entries: readonly LibraryEntry[]): string {
  return entries.map((entry) => entry.record.trimEnd()).join('\n\n') + '\n';
}

interface LibraryPanelProps {
  onContinue: (route: GameRoute) => void;
  onAnalyse: (route: AnalyseRoute) => void;
  onNavigate: (route: Route) => void; // "Study this game": the study's chapter it makes
}

/** The analysis board of an entry's game (its start position and moves), or why its record cannot be read. */
function analyseRoute(entry: ShownEntry): Result<AnalyseRoute> {
  const read = readRecord(entry.record);
  if (!read.ok) return read;
  const session = read.value;
  return ok({
    page: 'analyse',
    game: entry.gameId,
    fen: session.startFen === session.game.startFen ? null : session.startFen,
    moves: session.moves.map((move) => move.canonical),
    tree: null,
    view: entry.view,
  });
}

export function LibraryPanel({ onContinue, onAnalyse, onNavigate }: LibraryPanelProps) {
  const t = useT();
  const host = useGameHost();
  const library = useLibrary();
  const section = useRef<HTMLElement>(null);
  useKeptHeight(section, library.entries !== null);
  const [showAll, setShowAll] = useState(false);
  const [deleted, setDeleted] = useState<LibraryEntry | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const formatTime = (iso: string) =>
    new Intl.DateTimeFormat(t.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  const entries = (library.entries ?? []).filter(isShown);
  const shown = showAll ? entries : entries.slice(0, RECENT);

  const failed = (stored: StorageProblem) =>
    setProblem(t('library.failed', { error: storageProblemText(t, stored) }));

  const remove = async (entry: LibraryEntry) => {
    host.forget(entry.id);
    const done = await deleteEntry(entry.id);
    if (done.ok) setDeleted(entry);
    else failed(done.problem);
  };
  const undo = async (entry: LibraryEntry) => {
    const outcome = await restoreDeleted(entry);
    setDeleted(null);
    if (outcome.kind === 'failed') failed(outcome.problem);
  };
  const rename = async (entry: LibraryEntry, name: string) => {
    const outcome = await writeEntry({ ...entry, name: name.trim() === '' ? null : name.trim() });
    if (outcome.kind === 'failed') failed(outcome.problem);
    if (outcome.kind === 'conflict') setProblem(t('library.changedElsewhere'));
  };
  const downloadSetAside = async () =>
    downloadText(
      'parallel-worlds-set-aside.json',
      `${JSON.stringify(await listSetAside(), null, 2)}\n`,
      'application/json',
    );

  return (
    <section
      ref={section}
      className="library"
      aria-labelledby="library-title"
      data-loading={library.entries === null ? '' : undefined}
    >
      {library.error && (
        <p className="notice" role="alert">
          {t('library.unavailable', { error: storageProblemText(t, library.error) })}
        </p>
      )}
      {library.setAside.length > 0 && (
        <div className="notice library-set-aside" role="alert">
          <p>
            {t('library.setAside', {
              count: countOf(t.language, 'unit.games', library.setAside.length),
              errors: library.setAside
                .map((item) => storageProblemText(t, item.problem))
                .join('; '),
            })}
          </p>
          <button type="button" className="button" onClick={() => void downloadSetAside()}>
            {t('library.downloadSetAside')}
          </button>
          <button
            type="button"
            className="button button-quiet"
            onClick={() => void clearSetAside().then((done) => done.ok || failed(done.problem))}
          >
            {t('library.clearSetAside')}
          </button>
        </div>
      )}
      {problem && (
        <p className="notice" role="alert">
          {problem}
        </p>
      )}
      {deleted && (
        <p className="notice library-deleted" role="status">
          {t('library.deleted', { name: entryTitle(deleted, t) })}{' '}
          <button type="button" className="button" onClick={() => void undo(deleted)}>
            {t('library.undo')}
          </button>
        </p>
      )}
      {entries.length > 0 && (
        <>
          <div className="library-head">
            <h2 id="library-title" className="continue-title">
              {t('home.continueTitle')}
            </h2>
            <button
              type="button"
              className="button button-quiet"
              onClick={() =>
                downloadText(
                  `parallel-worlds-games-${new Date().toISOString().slice(0, 10)}.txt`,
                  libraryExport(entries),
                )
              }
            >
              {t('library.exportAll')}
            </button>
          </div>
          <ul className="library-list">
            {shown.map((entry) => (
              <LibraryCard
                key={entry.id}
                entry={entry}
                detail={entryDetail(entry, t, formatTime(entry.updatedAt))}
                onContinue={() =>
                  onContinue({
                    page: 'game',
                    game: entry.gameId,
                    view: entry.view,
                    fen: null,
                    id: entry.id,
                  })
                }
                onAnalyse={() => {
                  const route = analyseRoute(entry);
                  if (route.ok) onAnalyse(route.value);
                  else setProblem(problemText(t.language, route.problem));
                }}
                onRename={(name) => void rename(entry, name)}
                onDelete={() => void remove(entry)}
                onNavigate={onNavigate}
              />
            ))}
          </ul>
          {entries.length > RECENT && (
            <button type="button" className="link-button" onClick={() => setShowAll(!showAll)}>
              {showAll
                ? t('library.showRecent')
                : t('library.showAll', {
                    count: countOf(t.language, 'unit.games', entries.length),
                  })}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function LibraryCard({
  entry,
  detail,
  onContinue,
  onAnalyse,
  onRename,
  onDelete,
  onNavigate,
}: {
  entry: ShownEntry;
  detail: string;
  onContinue: () => void;
  onAnalyse: () => void;
  onRename: (name: string) => void;
  onDelete: () => void;
  onNavigate: (route: Route) => void;
}) {
  const t = useT();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [renaming]);
  const title = entryTitle(entry, t);
  return (
    <li className="continue-card library-card" data-game={entry.gameId} data-entry={entry.id}>
      <BoardDiagram
        game={entry.gameId}
        spec={{ fen: entry.position }}
        className="library-thumbnail"
      />
      <div className="library-text">
        {renaming ? (
          <form
            className="library-rename"
            onSubmit={(event) => {
              event.preventDefault();
              onRename(name);
              setRenaming(false);
            }}
          >
            <label className="visually-hidden" htmlFor={`rename-${entry.id}`}>
              {t('library.nameLabel')}
            </label>
            <input
              id={`rename-${entry.id}`}
              ref={input}
              className="text-input"
              value={name}
              maxLength={80}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => event.key === 'Escape' && setRenaming(false)}
            />
            <button type="submit" className="button">
              {t('library.saveName')}
            </button>
          </form>
        ) : (
          <h3 className="library-name">{title}</h3>
        )}
        <p className="continue-detail">{detail}</p>
        {entry.online && (
          <a
            className="library-archived"
            href={makeSearch({ page: 'archive', gameId: entry.online, view: null })}
            data-on-server={entry.online}
          >
            {t('library.onServer')}
          </a>
        )}
        <div className="library-actions">
          <CardButton
            word="home.continue"
            label={t('library.continueGame', { name: title })}
            className="button-primary continue-button"
            onClick={onContinue}
          />
          <CardButton
            word="controls.analyse"
            label={t('library.analyseGame', { name: title })}
            className="button-quiet"
            onClick={onAnalyse}
          />
          <StudyButton
            label={t('studies.studyGame')}
            ariaLabel={t('studies.studyGameOf', { name: title })}
            className="button button-quiet"
            source={() => ({ kind: 'game', record: entry.record, name: title })}
            onNavigate={onNavigate}
          />
          <CardButton
            word="library.rename"
            label={t('library.renameGame', { name: title })}
            className="button-quiet"
            onClick={() => {
              setName(entry.name ?? '');
              setRenaming(!renaming);
            }}
          />
          <CardButton
            word="library.delete"
            label={t('library.deleteGame', { name: title })}
            className="button-quiet"
            onClick={onDelete}
          />
        </div>
      </div>
    </li>
  );
}

/** One of a card's buttons: its word, and a label naming the game for screen readers. */
function CardButton({
  word,
  label,
  className,
  onClick,
}: {
  word: MessageKey;
  label: string;
  className: string; // beside `button`
  onClick: () => void;
}) {
  const t = useT();
  return (
    <button type="button" className={`button ${className}`} aria-label={label} onClick={onClick}>
      {t(word)}
    </button>
  );
}
