/**
 * The audience window (`?present&audience`, opened by the presenter's page for a second screen):
 * the slide and its board only, no controls, following the presenter over the audience link.
 * It plays nothing itself: the board replays the game the presenter's slide sends, so both
 * screens show the same position. Until the presenter answers it shows the app's name.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  openAudienceLink,
  type AudienceLink,
  type AudienceMessage,
  type BoardSnapshot,
} from '../../game/present/audienceLink';
import type { Playlist } from '../../game/present/playlist';
import { slideOf, slidesOf, type PresenterState } from '../../game/present/presenter';
import {
  installPresentTestInterface,
  type PresentState,
} from '../../game/present/presentTestInterface';
import { useT } from '../i18n/i18n';
import { useFullscreen } from '../common/useFullscreen';
import { ReportingBoundary } from '../common/ReportingBoundary';
import { MirrorView } from './SlideView';
import './present.css';

/** Where the presenter's messages come from: the BroadcastChannel, or a follow room. */
export type AudienceSource = (onMessage: (message: AudienceMessage) => void) => AudienceLink;

export function AudiencePage({
  source = openAudienceLink,
  className = '',
  overlay = null,
}: {
  source?: AudienceSource;
  className?: string; // 'present-follow': a follower's phone, which may look around
  overlay?: ReactNode; // a follower's status and "back to the leader's view"
} = {}) {
  const t = useT();
  const [show, setShow] = useState<{ playlist: Playlist; state: PresenterState } | null>(null);
  const [board, setBoard] = useState<{ run: number; board: BoardSnapshot } | null>(null);
  const [closed, setClosed] = useState(false);
  useEffect(() => {
    const link = source((message) => {
      if (message.type === 'show') {
        setShow({ playlist: message.playlist, state: message.state });
        setClosed(false);
      } else if (message.type === 'board') setBoard({ run: message.run, board: message.board });
      else if (message.type === 'closed') setClosed(true);
    });
    link.post({ type: 'hello' });
    return () => link.close();
  }, [source]);

  const read = useRef<() => PresentState>(() => ({
    slide: 0,
    slides: 0,
    kind: 'title',
    idle: false,
  }));
  useEffect(() => installPresentTestInterface(() => read.current()), []);
  const root = useRef<HTMLDivElement>(null);
  useFullscreen(root);

  if (!show || closed)
    return (
      <div className={`present present-audience ${className}`} ref={root}>
        <main className="present-stage">
          <section className="present-slide present-title">
            <h1>{t('app.name')}</h1>
          </section>
        </main>
        {overlay}
      </div>
    );
  const { playlist, state } = show;
  const slide = slideOf(playlist, state);
  read.current = () => ({
    slide: state.index,
    slides: slidesOf(playlist, state).length,
    kind: slide.kind,
    idle: state.mode === 'attract',
  });
  return (
    <div
      className={`present present-audience ${className}`}
      ref={root}
      data-blank={state.blank || undefined}
      data-slide={state.index}
      data-mode={state.mode}
    >
      <main className="present-stage">
        <ReportingBoundary key={`${state.mode} ${state.run}`} onError={() => {}}>
          <MirrorView slide={slide} board={board?.run === state.run ? board.board : null} />
        </ReportingBoundary>
        {state.blank && <div className="present-blank" />}
      </main>
      {overlay}
    </div>
  );
}
