/**
 * The operator lock: what could break the set-up (the presenter's console with its settings,
 * loading and removing slides, leaving presenter mode) opens only after a long press on the
 * faint corner button (a visitor's tap does nothing), and, when the operator has set a PIN,
 * only with that PIN as well (Esc asks for it too). The PIN is kept in this browser; it guards
 * against a curious visitor, not against someone who owns the laptop.
 */
import { useRef, useState, type FormEvent } from 'react';
import { browserStorage } from '../../game/browserStorage';
import { usePresentT } from './presentWords';

const PIN_KEY = 'parallel-worlds.present.pin';
/** How long the corner button must be held, in ms. */
const LONG_PRESS_MS = 1200;

/** The operator's PIN, or null when none is set. */
export const operatorPin = (): string | null => browserStorage().getItem(PIN_KEY);

/** Sets (4–8 digits) or clears (empty) the PIN; false for anything else. */
export function setOperatorPin(pin: string): boolean {
  if (pin === '') {
    browserStorage().removeItem(PIN_KEY);
    return true;
  }
  if (!/^\d{4,8}$/.test(pin)) return false;
  browserStorage().setItem(PIN_KEY, pin);
  return true;
}

/** The corner button: held for LONG_PRESS_MS it calls `onUnlock`; a tap does nothing. */
export function OperatorButton({ onUnlock, problems }: { onUnlock: () => void; problems: number }) {
  const tp = usePresentT();
  const timer = useRef<number | undefined>(undefined);
  const [holding, setHolding] = useState(false);
  const release = () => {
    window.clearTimeout(timer.current);
    setHolding(false);
  };
  return (
    <button
      type="button"
      className={holding ? 'present-operator is-holding' : 'present-operator'}
      aria-label={tp('operator')}
      title={tp('operatorHold')}
      data-problems={problems || undefined}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture?.(event.pointerId);
        setHolding(true);
        timer.current = window.setTimeout(() => {
          setHolding(false);
          onUnlock();
        }, LONG_PRESS_MS);
      }}
      onPointerUp={release}
      onPointerCancel={release}
      onContextMenu={(event) => event.preventDefault()}
    >
      <span aria-hidden="true">⚙</span>
      {problems > 0 && <span className="present-operator-badge">{problems}</span>}
    </button>
  );
}

/** Asks for the PIN; `onUnlock` only for the right one, which a wrong one never reaches. */
export function PinDialog({ onUnlock, onCancel }: { onUnlock: () => void; onCancel: () => void }) {
  const tp = usePresentT();
  const [pin, setPin] = useState('');
  const [wrong, setWrong] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pin === operatorPin()) onUnlock();
    else {
      setWrong(true);
      setPin('');
    }
  };
  return (
    <div className="present-pin-backdrop">
      <form
        className="present-pin"
        role="dialog"
        aria-modal="true"
        aria-label={tp('pinTitle')}
        onSubmit={submit}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      >
        <label>
          {tp('pinTitle')}
          <input
            type="password"
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            value={pin}
            onChange={(event) => setPin(event.target.value)}
            data-testid="present-pin"
          />
        </label>
        {wrong && (
          <p className="present-pin-wrong" role="alert">
            {tp('pinWrong')}
          </p>
        )}
        <div className="button-row">
          <button type="submit" className="button button-primary">
            {tp('pinOk')}
          </button>
          <button type="button" className="button" onClick={onCancel}>
            {tp('cancel')}
          </button>
        </div>
      </form>
    </div>
  );
}
