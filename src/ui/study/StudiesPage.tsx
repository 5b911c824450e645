/**
 * The list of studies, `?studies` (issue 46, docs/studies.md "Starting a study"): "My studies"
 * (this browser's and the account's, `listMyStudies`) and "Public studies" (the server's,
 * `GET /api/studies?public=1`), each with its name (a link to `?study=<id>`), its chapters, who
 * may see it and when it last changed; "New study" (`?study=new`, the study page's), an import of
 * a record file into a study (new or one of mine: one chapter per game, AddToStudyDialog), and
 * deleting one of mine after a question. A lazy page with its own words.
 */
import { useEffect, useRef, useState } from 'react';
import {
  deleteStudy,
  listMyStudies,
  listPublicStudies,
  type StudyListing,
} from '../../game/study/studyRepo';
import { Dialog } from '../common/Dialog';
import { RouteLink } from '../common/RouteLink';
import type { Route } from '../shell/route';
import { SiteBar } from '../shell/SiteBar';
import type { ChapterSource } from './chapterSource';
import { AddToStudyDialog } from './AddToStudyDialog';
import { useStudyEntryWords } from './studyEntryWords';
import './studies.css';

type Text = ReturnType<typeof useStudyEntryWords>;

const studyRoute = (id: string, chapter: number | null = null): Route => ({
  page: 'study',
  id,
  chapter,
  view: null,
});

export function StudiesPage({ onNavigate }: { onNavigate: (route: Route) => void }) {
  const w = useStudyEntryWords();
  const [mine, setMine] = useState<StudyListing[] | null>(null);
  const [shared, setShared] = useState<StudyListing[] | null | 'offline'>(null);
  const [asked, setAsked] = useState(0); // bumped to list again after a deletion
  const [deleting, setDeleting] = useState<StudyListing | null>(null);
  const [importing, setImporting] = useState<ChapterSource | null>(null);
  const file = useRef<HTMLInputElement>(null);

  useEffect(() => {
    let live = true;
    void listMyStudies().then((list) => live && setMine(list));
    void listPublicStudies().then((list) => live && setShared(list ?? 'offline'));
    return () => {
      live = false;
    };
  }, [asked]);

  const remove = async (study: StudyListing) => {
    setDeleting(null);
    await deleteStudy(study.id);
    setAsked((count) => count + 1);
  };

  return (
    <div className="page studies-page">
      <SiteBar onNavigate={onNavigate} />
      <main className="studies-body">
        <header className="studies-head">
          <h1>{w('listTitle')}</h1>
          <p className="lede">{w('listLede')}</p>
          <div className="studies-actions">
            <RouteLink
              to={studyRoute('new')}
              onNavigate={onNavigate}
              className="button button-primary"
            >
              {w('newStudy')}
            </RouteLink>
            <button type="button" className="button" onClick={() => file.current?.click()}>
              {w('importFile')}
            </button>
            <input
              ref={file}
              type="file"
              accept=".pgn,.txt,text/plain"
              className="visually-hidden"
              aria-hidden="true"
              tabIndex={-1}
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (!chosen) return;
                const name = chosen.name.replace(/\.[^.]*$/, '');
                void chosen.text().then((text) => setImporting({ kind: 'file', text, name }));
              }}
            />
          </div>
        </header>
        <section className="studies-section" aria-labelledby="studies-mine">
          <h2 id="studies-mine">{w('mine')}</h2>
          <Listings
            list={mine}
            empty={w('noneMine')}
            w={w}
            onNavigate={onNavigate}
            onDelete={setDeleting}
            data="mine"
          />
        </section>
        <section className="studies-section" aria-labelledby="studies-public">
          <h2 id="studies-public">{w('public')}</h2>
          <Listings
            list={shared === 'offline' ? [] : shared}
            empty={shared === 'offline' ? w('publicOffline') : w('nonePublic')}
            w={w}
            onNavigate={onNavigate}
            data="public"
          />
        </section>
      </main>
      {deleting && (
        <Dialog
          message={w('confirmDelete', { name: deleting.name })}
          actions={[
            { label: w('cancel'), onSelect: () => setDeleting(null) },
            { label: w('delete'), onSelect: () => void remove(deleting), primary: true },
          ]}
          onCancel={() => setDeleting(null)}
        />
      )}
      {importing && (
        <AddToStudyDialog
          source={importing}
          onClose={() => setImporting(null)}
          onOpen={(id, chapter) => onNavigate(studyRoute(id, chapter))}
        />
      )}
    </div>
  );
}

/** One list of studies: loading, empty, or its rows. */
function Listings({
  list,
  empty,
  w,
  onNavigate,
  onDelete,
  data,
}: {
  list: StudyListing[] | null;
  empty: string;
  w: Text;
  onNavigate: (route: Route) => void;
  onDelete?: (study: StudyListing) => void; // given: the author's own, which may be deleted
  data: 'mine' | 'public';
}) {
  if (list === null)
    return (
      <p className="studies-empty" role="status">
        {w('loading')}
      </p>
    );
  if (list.length === 0) return <p className="studies-empty">{empty}</p>;
  const date = new Intl.DateTimeFormat(w.language, { dateStyle: 'medium' });
  return (
    <ul className="studies-list" data-studies={data}>
      {list.map((study) => (
        <li key={study.id} className="studies-row" data-study={study.id}>
          <RouteLink to={studyRoute(study.id)} onNavigate={onNavigate} className="studies-name">
            {study.name}
          </RouteLink>
          <span className="studies-detail">
            <span data-chapters={study.chapters}>{w.count('chapters', study.chapters)}</span>
            {' · '}
            <span data-visibility={study.visibility}>{w(`visibility.${study.visibility}`)}</span>
            {study.local && ` · ${w('local')}`}
            {study.updated > 0 && ` · ${w('updated', { date: date.format(study.updated) })}`}
          </span>
          {onDelete && (
            <button
              type="button"
              className="button button-quiet studies-delete"
              aria-label={w('deleteStudy', { name: study.name })}
              onClick={() => onDelete(study)}
            >
              {w('delete')}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
