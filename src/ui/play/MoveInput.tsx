/**
 * The typed-move box: a keyboard way to play in any view. It takes canonical notation (`e2e4`,
 * `1e2-2e2`, `a1^I`, `I@c4`, `d4e5~P`, `end`) or the human notation shown in the move list
 * (`Nf3`, `exd5`); the game layer decides. An illegal entry changes nothing and the store's
 * message says why, next to the box; a move typed without its level in Parallel worlds chess is
 * answered with the candidates. The placeholder is short enough to show whole in the field.
 */
import { useId, useState } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { GameState } from '../../game/store';
import { problemText, useT } from '../i18n/i18n';

export function MoveInput({ store }: { store: StoreApi<GameState> }) {
  const t = useT();
  const message = useStore(store, (state) => state.message);
  const levels = useStore(store, (state) => state.session.game.levels > 1);
  const [text, setText] = useState('');
  const inputId = useId();
  const messageId = useId();
  return (
    <form
      className="panel move-input"
      onSubmit={(event) => {
        event.preventDefault();
        if (text.trim() === '') return;
        if (store.getState().typeMove(text)) setText('');
      }}
    >
      <label htmlFor={inputId} className="panel-title">
        {t('input.title')}
      </label>
      <div className="move-input-row">
        <input
          id={inputId}
          className="text-input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t(levels ? 'input.placeholderLevels' : 'input.placeholder')}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-describedby={message ? messageId : undefined}
          aria-invalid={message ? true : undefined}
        />
        <button type="submit" className="button">
          {t('input.play')}
        </button>
      </div>
      {message && (
        <p id={messageId} className="move-input-message" role="alert">
          {problemText(t.language, message)}
        </p>
      )}
    </form>
  );
}
