// The new-game dialog's "Anyone" tab (issue 43): a challenge for the lobby — the game, a
// real-time control or days per move (1, 2, 3, 5, 7, 10 or 14, lichess's), rated (only with an
// account: disabled with a word for an anonymous player) and the colour asked. The dialog posts
// it (`createSeek`, game/online/lobby.ts) and words a refusal with `seekProblemText`.
import { SEEK_DAYS, type CreateSeekRequest } from '../../protocol';
import { useMe } from '../../game/account/identity';
import { GAMES } from '../common/games';
import { gameText } from '../i18n/i18n';
import { LabelledSelect } from './LabelledSelect';
import { useLobbyWords } from './lobbyWords';

/** The real-time controls offered (lichess's presets). */
const CLOCKS = ['1+0', '3+2', '5+3', '10+5', '15+10', '30+20'] as const;

export const NEW_SEEK = (variant: CreateSeekRequest['variant']): CreateSeekRequest => ({
  variant,
  clock: '5+3',
  days: null,
  rated: false,
  color: 'random',
});

export function AnyoneFields({
  value,
  onChange,
}: {
  value: CreateSeekRequest;
  onChange: (value: CreateSeekRequest) => void;
}) {
  const w = useLobbyWords();
  const account = useMe()?.account ?? false;
  const set = (part: Partial<CreateSeekRequest>) => onChange({ ...value, ...part });
  const realTime = value.days === null;
  return (
    <>
      <p className="dialog-hint">{w('anyoneHint')}</p>
      <LabelledSelect
        look="dialog"
        name="seek-game"
        label={w('game')}
        value={value.variant}
        options={GAMES.map((game) => [game.id, gameText(w.language, game.id, 'name')] as const)}
        onChange={(variant) => set({ variant })}
      />
      <fieldset className="new-game-field">
        <legend className="field-label">{w('kind')}</legend>
        <div className="segmented">
          {(
            [
              [true, w('realTime')],
              [false, w('correspondence')],
            ] as const
          ).map(([live, label]) => (
            <label key={label} className="segment">
              <input
                type="radio"
                name="seek-kind"
                checked={realTime === live}
                onChange={() => set(live ? { clock: '5+3', days: null } : { clock: null, days: 3 })}
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {realTime ? (
        <LabelledSelect
          look="dialog"
          name="seek-clock"
          label={w('time')}
          value={value.clock ?? '5+3'}
          options={CLOCKS.map((clock) => [clock, clock] as const)}
          onChange={(clock) => set({ clock })}
        />
      ) : (
        <LabelledSelect
          look="dialog"
          name="seek-days"
          label={w('perMove')}
          value={String(value.days)}
          options={SEEK_DAYS.map((days) => [String(days), w.count('days', days)] as const)}
          onChange={(days) => set({ days: Number(days) })}
        />
      )}
      <label className="new-game-field new-game-check">
        <input
          type="checkbox"
          name="seek-rated"
          checked={value.rated && account}
          disabled={!account}
          onChange={(event) => set({ rated: event.target.checked })}
        />{' '}
        {w('ratedGame')}
      </label>
      {!account && <p className="dialog-hint">{w('ratedNeedsAccount')}</p>}
      <fieldset className="new-game-field">
        <legend className="field-label">{w('colour')}</legend>
        <div className="segmented">
          {(['white', 'black', 'random'] as const).map((color) => (
            <label key={color} className="segment">
              <input
                type="radio"
                name="seek-color"
                checked={value.color === color}
                onChange={() => set({ color })}
              />
              {w(color)}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
