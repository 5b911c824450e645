// The new-game dialog's time control (docs/playing.md §Clocks): untimed (the default), lichess's
// presets, or a custom base and seconds per turn, the seconds an increment or, as an option, a
// Bronstein delay. A part of its own so that every new-game dialog offers the same choice.
import { useState } from 'react';
import { formatControl, parseControl, type TimeControl } from '../../rules';
import { useT } from '../i18n/i18n';

/** Lichess's presets: minutes + seconds of increment. */
const PRESETS = ['1+0', '3+2', '5+3', '10+5', '15+10', '30+20'] as const;

const UNTIMED = 'untimed';
const CUSTOM = 'custom';

/** A number box of the custom control: its step is also its least value (0 for seconds). */
const numberField = (
  label: string,
  name: string,
  step: number,
  value: number,
  onChange: (value: number) => void,
) => (
  <label className="new-game-field">
    <span className="field-label">{label}</span>
    <input
      className="new-game-select"
      type="number"
      name={name}
      min={step < 1 ? step : 0}
      step={step}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    />
  </label>
);

interface TimeControlFieldProps {
  value: TimeControl | null; // null: untimed
  onChange: (control: TimeControl | null) => void;
}

export function TimeControlField({ value, onChange }: TimeControlFieldProps) {
  const t = useT();
  const text = value ? formatControl(value) : UNTIMED;
  const [custom, setCustom] = useState(value !== null && !PRESETS.some((p) => p === text));
  const minutes = value ? value.base / 60_000 : 5;
  const seconds = value ? (value.delay || value.increment) / 1000 : 3;
  const delay = (value?.delay ?? 0) > 0;
  const set = (m: number, s: number, d: boolean) =>
    onChange(parseControl(`${m}+${s}${d ? 'd' : ''}`) ?? value);
  return (
    <div className="new-game-field time-control-field">
      <label className="new-game-field">
        <span className="field-label">{t('clock.label')}</span>
        <select
          className="new-game-select"
          name="clock"
          value={custom ? CUSTOM : text}
          onChange={(event) => {
            const choice = event.target.value;
            setCustom(choice === CUSTOM);
            if (choice === UNTIMED) onChange(null);
            else if (choice === CUSTOM) set(minutes, seconds, delay);
            else onChange(parseControl(choice));
          }}
        >
          <option value={UNTIMED}>{t('clock.untimed')}</option>
          {PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {preset}
            </option>
          ))}
          <option value={CUSTOM}>{t('clock.custom')}</option>
        </select>
      </label>
      {custom && (
        <div className="new-game-pair">
          {numberField(t('clock.minutes'), 'clock-minutes', 0.25, minutes, (m) =>
            set(m, seconds, delay),
          )}
          {numberField(t('clock.seconds'), 'clock-seconds', 1, seconds, (n) =>
            set(minutes, n, delay),
          )}
          <label className="time-control-delay">
            <input
              type="checkbox"
              name="clock-delay"
              checked={delay}
              onChange={(event) => set(minutes, seconds, event.target.checked)}
            />
            {t('clock.delay')}
          </label>
        </div>
      )}
    </div>
  );
}
