// A labelled choice of one of a few values, the one select of the lobby's forms: the new-game
// dialog's "Anyone" tab (game, time, days per move: `new-game-*` looks, a `name` the tests find it
// by) and the lobby's filters (game, speed, rated or casual, each with "All" first: `lobby-filter`).
// Values are strings on the page; a caller with numbers converts in `onChange`.

export function LabelledSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  name,
  look = 'lobby',
}: {
  label: string;
  value: T;
  /** The values and their words, in the order shown. */
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (value: T) => void;
  name?: string;
  /** `dialog`: a field of the new-game dialog; `lobby`: a filter above the seeks. */
  look?: 'dialog' | 'lobby';
}) {
  const dialog = look === 'dialog';
  return (
    <label className={dialog ? 'new-game-field' : 'lobby-filter'}>
      <span className="field-label">{label}</span>
      <select
        className={dialog ? 'new-game-select' : undefined}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
      >
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}
