/**
 * The choice dialog, the same for every view: when the moves to one target still differ, the
 * game layer's staging offers the options of one dimension at a time (`store.choice`) — the
 * promotion piece, what a pocketed man becomes, which vest to take (or decline), or which way
 * to move (castle, use the vest, ordinary move). Each option is a button with its picture, name
 * and `data-choice` key.
 *
 * A modal dialog: focus moves into it and stays there (Tab and Shift+Tab cycle), arrow keys move
 * between options, Enter or Space chooses, Escape (or a press outside) cancels and nothing is
 * played. Buttons are large enough for touch. Focus returns where it was when it closes.
 */
import { useEffect, useId, useRef } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { ChoiceKind, ChoiceOption } from '../../game/staging';
import type { GameState } from '../../game/store';
import type { ManView } from '../../game/viewModel';
import { PieceIcon, VestChip } from '../../view2d/pieceArt';
import { useT, type MessageKey, type Translator } from '../i18n/i18n';
import { pieceName } from '../i18n/pieceWords';
import { useBoardView } from '../../game/useBoardView';

/** An option's name in the current language: a piece, a vest, "decline" or a way to move. */
function optionLabel(t: Translator, kind: ChoiceKind, option: ChoiceOption): string {
  if (kind === 'mode')
    return t(
      option.key === 'castle'
        ? 'choice.castle'
        : option.key === 'vest'
          ? 'choice.useVest'
          : 'choice.plain',
    );
  if (option.key === 'decline') return t('choice.decline');
  const name = pieceName(t, option.key);
  return kind === 'vest' ? t('choice.vestOf', { piece: name }) : name;
}

function OptionArt({
  kind,
  option,
  color,
  mover,
}: {
  kind: ChoiceKind;
  option: ChoiceOption;
  color: 0 | 1;
  mover: ManView | undefined;
}) {
  if (kind === 'promotion' || kind === 'mutation')
    return <PieceIcon letter={color === 0 ? option.key : option.key.toLowerCase()} size={56} />;
  // A vest is shown on the man who would wear it (not on a pawn: it may be promoting).
  const wearer = mover && mover.letter.toUpperCase() !== 'P' ? mover : undefined;
  if (kind === 'vest' && wearer)
    return (
      <PieceIcon
        letter={wearer.letter}
        vest={option.key === 'decline' ? wearer.vest : option.key}
        size={56}
      />
    );
  if (option.key === 'decline')
    return (
      <span className="choice-symbol" aria-hidden="true">
        ✕
      </span>
    );
  if (kind === 'vest') return <VestChip letter={option.key} size={48} />;
  if (option.key === 'vest' && mover?.vest) return <VestChip letter={mover.vest} size={48} />;
  return (
    <span className="choice-symbol" aria-hidden="true">
      {option.key === 'castle' ? '♜' : '→'}
    </span>
  );
}

export function ChoiceDialog({ store }: { store: StoreApi<GameState> }) {
  const t = useT();
  const choice = useStore(store, (state) => state.choice);
  const view = useBoardView(store);
  const titleId = useId();
  const hintId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (!choice) return;
    const dialog = dialogRef.current;
    returnFocus.current = document.activeElement as HTMLElement | null;
    const first = () => dialog?.querySelector<HTMLButtonElement>('[data-choice]');
    first()?.focus();
    // The press that opened the dialog may still move focus to what was pressed: bring it back.
    const onFocusIn = (event: FocusEvent) => {
      if (dialog && !dialog.contains(event.target as Node)) first()?.focus();
    };
    // Keys are handled at the window, so they work wherever focus was when the dialog opened.
    const onKeyDown = (event: KeyboardEvent) => {
      if (!dialog) return;
      const buttons = [...dialog.querySelectorAll<HTMLButtonElement>('button')];
      const options = buttons.filter((b) => b.hasAttribute('data-choice'));
      const active = document.activeElement as HTMLButtonElement | null;
      const inside = !!active && dialog.contains(active);
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        store.getState().cancelChoice();
      } else if (event.key === 'Tab') {
        // Keep focus inside the dialog.
        event.preventDefault();
        const index = inside ? buttons.indexOf(active) : -1;
        const next = event.shiftKey
          ? (index <= 0 ? buttons.length : index) - 1
          : (index + 1) % buttons.length;
        buttons[next]?.focus();
      } else if (
        ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End'].includes(event.key)
      ) {
        event.preventDefault();
        event.stopPropagation();
        const count = options.length;
        const index = inside ? options.indexOf(active) : -1;
        const forward = event.key === 'ArrowRight' || event.key === 'ArrowDown';
        const next =
          event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : index < 0
                ? 0
                : forward
                  ? (index + 1) % count
                  : (index - 1 + count) % count;
        options[next]?.focus();
      } else if ((event.key === 'Enter' || event.key === ' ') && !inside) {
        event.preventDefault();
        first()?.click();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('keydown', onKeyDown, true);
      const back = returnFocus.current;
      if (back && back.isConnected) back.focus({ preventScroll: true });
    };
  }, [choice, store]);

  if (!choice) return null;
  const text = {
    title: t(`choice.${choice.kind}.title` as MessageKey),
    hint: t(`choice.${choice.kind}.hint` as MessageKey),
  };
  const selected = view.selected;
  const mover =
    selected?.kind === 'square' ? view.men.find((m) => m.square === selected.square) : undefined;

  return (
    <div
      className="dialog-backdrop"
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) store.getState().cancelChoice();
      }}
    >
      <div
        ref={dialogRef}
        className="dialog choice-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={hintId}
        data-choice-kind={choice.kind}
      >
        <h2 id={titleId} className="dialog-title">
          {text.title}
        </h2>
        <p id={hintId} className="dialog-hint">
          {text.hint}
        </p>
        <div className="choice-options" role="group" aria-label={text.title}>
          {choice.options.map((option) => (
            <button
              key={option.key}
              type="button"
              className="choice-option"
              data-choice={option.key}
              onClick={() => store.getState().choose(option.key)}
            >
              <OptionArt kind={choice.kind} option={option} color={view.turn} mover={mover} />
              <span className="choice-label">{optionLabel(t, choice.kind, option)}</span>
            </button>
          ))}
        </div>
        <button
          type="button"
          className="link-button dialog-cancel"
          onClick={() => store.getState().cancelChoice()}
        >
          {t('choice.cancel')} <kbd>Esc</kbd>
        </button>
      </div>
    </div>
  );
}
