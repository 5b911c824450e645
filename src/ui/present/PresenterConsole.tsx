/**
 * The presenter's console, on the presenter's own screen only (behind the operator lock): the
 * notes of the slide on screen, the playlist (go to a slide, remove one), the controls (previous,
 * next, blank, start the playlist, the attract loop, the audience window, leave), loading a
 * playlist file, the PIN, the language, and every problem the show met (a slide that failed, the
 * 3D view that stopped), which the audience never sees.
 */
import { useState } from 'react';
import { lessonById } from '../../game/lessons/courses';
import type { Playlist, Slide } from '../../game/present/playlist';
import type { PresenterState } from '../../game/present/presenter';
import { settingsStore, LANGUAGES } from '../../game/settings';
import { usePresentT } from './presentWords';
import { gameText, useT, type Translator } from '../i18n';
import { setOperatorPin, operatorPin } from './OperatorLock';
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
function slideLabel(t: Translator, slide: Slide): string {
  if (slide.kind === 'title') return slide.title[t.language];
  if (slide.kind === 'lesson') return lessonById(slide.lesson)?.title[t.language] ?? slide.lesson;
  const name = gameText(t.language, slide.game, 'name');
  return slide.caption ? `${name} · ${slide.caption[t.language]}` : name;
}

export function PresenterConsole({
  playlist,
  state,
  problems,
  actions,
}: {
  playlist: Playlist;
  state: PresenterState;
  problems: readonly string[];
  actions: ConsoleActions;
}) {
  const tp = usePresentT();
  const t = useT();
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
        <button type="button" className="button" onClick={actions.previous}>
          {tp('previous')}
        </button>
        <button type="button" className="button button-primary" onClick={actions.next}>
          {tp('next')}
        </button>
        <button type="button" className="button" aria-pressed={state.blank} onClick={actions.blank}>
          {tp('blank')}
        </button>
        <button type="button" className="button" onClick={actions.start}>
          {tp('start')}
        </button>
        <button type="button" className="button" onClick={actions.attract}>
          {tp('attract')}
        </button>
        <button type="button" className="button" onClick={actions.openAudience}>
          {tp('openAudience')}
        </button>
      </div>
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
                {slideLabel(t, item)}
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
        <button type="button" className="button" onClick={actions.close}>
          {tp('closeConsole')}
        </button>
        <button type="button" className="button button-danger" onClick={actions.exit}>
          {tp('exit')}
        </button>
      </div>
    </aside>
  );
}
