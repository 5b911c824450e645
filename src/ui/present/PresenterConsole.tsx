/**
 * The presenter's console, on the presenter's own screen only (behind the operator lock): the
 * notes of the slide on screen, the playlist (go to a slide, remove one), the controls (previous,
 * next, blank, start the playlist, the attract loop, the audience window, leave), "Let others
 * follow" (followers over the network, src/ui/online/FollowShare.tsx), loading a
 * playlist file, the PIN, the language, and every problem the show met (a slide that failed, the
 * 3D view that stopped), which the audience never sees.
 */
import { useState, type ReactNode } from 'react';
import { lessonById } from '../../game/lessons/courses';
import type { Playlist, Slide } from '../../game/present/playlist';
import type { PresenterState } from '../../game/present/presenter';
import { settingsStore, LANGUAGES } from '../../game/settings';
import { usePresentT } from './presentWords';
import type { PresentKey } from './presentWords.en';
import { gameText, useT, type Translator } from '../i18n/i18n';
import { setOperatorPin, operatorPin } from './OperatorLock';
import { lessonText, useLessonWords, type LessonWords } from '../learn/lessonText';
import { PlaylistLoader } from './PlaylistLoader';

export interface ConsoleActions {
  next(): void;
  previous(): void;
  blank(): void;
  start(): void;
  attract(): void;
  goTo(index: number): void;
  remove(index: number): void;
  load(playlist: Playlist): void;
  openAudience(): void;
  close(): void;
  exit(): void;
}

/** A slide as the playlist lists it: its title, lesson or game, and its caption. */
function slideLabel(t: Translator, words: LessonWords, slide: Slide): string {
  if (slide.kind === 'title') return slide.title[t.language];
  if (slide.kind === 'lesson') {
    const lesson = lessonById(slide.lesson);
    return lesson ? lessonText(words, lesson, 'title') : slide.lesson;
  }
  if (slide.kind === 'race') return `${t('race.title')} ${slide.code}`;
  const name = gameText(t.language, slide.game, 'name');
  return slide.caption ? `${name} · ${slide.caption[t.language]}` : name;
}

/** One of the console's buttons: its word, what it does, its look and whether it is on. */
function ConsoleButton({
  word,
  onClick,
  look,
  pressed,
}: {
  word: PresentKey;
  onClick: () => void;
  look?: 'primary' | 'danger';
  pressed?: boolean;
}) {
  const tp = usePresentT();
  return (
    <button
      type="button"
      className={look ? `button button-${look}` : 'button'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {tp(word)}
    </button>
  );
}

export function PresenterConsole({
  playlist,
  state,
  problems,
  actions,
  follow,
}: {
  playlist: Playlist;
  state: PresenterState;
  problems: readonly string[];
  actions: ConsoleActions;
  follow?: ReactNode; // "Let others follow": followers over the network
}) {
  const tp = usePresentT();
  const t = useT();
  const words = useLessonWords();
  const language = t.language;
  const list = state.mode === 'show' ? playlist.slides : playlist.attract;
  const slide = list[state.index];
  const [pin, setPin] = useState('');
  const [pinNote, setPinNote] = useState<string | null>(operatorPin() ? tp('pinIsSet') : null);

  return (
    <aside className="present-console" aria-label={tp('console')}>
      <header className="present-console-head">
        <h2>{playlist.title[language]}</h2>
        <p data-testid="present-position">
          {tp(state.mode === 'show' ? 'showPosition' : 'attractPosition', {
            number: state.index + 1,
            count: list.length,
          })}
        </p>
      </header>
      <section className="present-notes" aria-label={tp('notes')}>
        <h3>{tp('notes')}</h3>
        <p>{slide?.notes?.[language] ?? tp('noNotes')}</p>
      </section>
      <div className="button-row present-controls">
        <ConsoleButton word="previous" onClick={actions.previous} />
        <ConsoleButton word="next" onClick={actions.next} look="primary" />
        <ConsoleButton word="blank" onClick={actions.blank} pressed={state.blank} />
        <ConsoleButton word="start" onClick={actions.start} />
        <ConsoleButton word="attract" onClick={actions.attract} />
        <ConsoleButton word="openAudience" onClick={actions.openAudience} />
      </div>
      {follow}
      {problems.length > 0 && (
        <section className="present-problems" role="status" aria-label={tp('problems')}>
          <h3>{tp('problems')}</h3>
          <ul>
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label={tp('playlist')}>
        <h3>{tp('playlist')}</h3>
        <ol className="present-slide-list">
          {playlist.slides.map((item, index) => (
            <li
              key={index}
              aria-current={state.mode === 'show' && state.index === index ? 'step' : undefined}
            >
              <button
                type="button"
                className="present-slide-link"
                onClick={() => actions.goTo(index)}
              >
                <span className="present-slide-kind">{tp(`kind.${item.kind}`)}</span>{' '}
                {slideLabel(t, words, item)}
              </button>
              <button
                type="button"
                className="tool-button"
                aria-label={tp('removeSlide', { number: index + 1 })}
                title={tp('removeSlide', { number: index + 1 })}
                disabled={playlist.slides.length < 2}
                onClick={() => actions.remove(index)}
              >
                ✕
              </button>
            </li>
          ))}
        </ol>
      </section>
      <PlaylistLoader onLoad={actions.load} />
      <form
        className="present-pin-setting"
        onSubmit={(event) => {
          event.preventDefault();
          const ok = setOperatorPin(pin.trim());
          setPinNote(tp(ok ? (pin.trim() ? 'pinIsSet' : 'pinCleared') : 'pinInvalid'));
          setPin('');
        }}
      >
        <label>
          {tp('setPin')}
          <input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            data-testid="present-set-pin"
          />
        </label>
        <button type="submit" className="button">
          {tp('savePin')}
        </button>
        {pinNote && <span role="status">{pinNote}</span>}
      </form>
      <div className="button-row">
        {LANGUAGES.map((code) => (
          <button
            key={code}
            type="button"
            className="button"
            aria-pressed={language === code}
            onClick={() => settingsStore.getState().update({ language: code })}
          >
            {code.toUpperCase()}
          </button>
        ))}
        <ConsoleButton word="closeConsole" onClick={actions.close} />
        <ConsoleButton word="exit" onClick={actions.exit} look="danger" />
      </div>
    </aside>
  );
}
