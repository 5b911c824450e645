// The settings, as a panel of native form controls (radio groups, checkboxes, a select), which
// phones, keyboards and screen readers all handle well. Every change applies and persists at
// once through the settings store; there is no "save" button to forget.
import { useId } from 'react';
import { useT, type MessageKey } from '../i18n/i18n';
import { ANIMATION_SPEEDS } from '../../game/animation';
import {
  BOARD_THEMES,
  LANGUAGES,
  THEME_COLOURS,
  VIEWS,
  settingsStore,
  useSettings,
  type Settings,
} from '../../game/settings';

const LANGUAGE_NAMES = { en: 'English', ru: 'Русский' } as const;

function Choices<K extends keyof Settings>({
  name,
  legend,
  values,
  label,
}: {
  name: K;
  legend: string;
  values: readonly Settings[K][];
  label: (value: Settings[K]) => string;
}) {
  const current = useSettings((state) => state[name]);
  const group = useId();
  return (
    <fieldset className="choices">
      <legend className="field-label">{legend}</legend>
      <div className="segmented">
        {values.map((value) => (
          <label key={String(value)} className="segment">
            <input
              type="radio"
              name={group}
              checked={current === value}
              onChange={() =>
                settingsStore.getState().update({ [name]: value } as Partial<Settings>)
              }
            />
            <span>{label(value)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function Toggle({
  name,
  label,
}: {
  name: 'coordinates' | 'sound' | 'screenReader' | 'contrast';
  label: string;
}) {
  const checked = useSettings((state) => state[name]);
  return (
    <label className="toggle">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => settingsStore.getState().update({ [name]: event.target.checked })}
      />
      <span>{label}</span>
    </label>
  );
}

export function SettingsPanel() {
  const t = useT();
  const theme = useSettings((state) => state.theme);
  return (
    <div className="settings-panel">
      <Choices
        name="language"
        legend={t('settings.language')}
        values={LANGUAGES}
        label={(value) => LANGUAGE_NAMES[value]}
      />
      <Choices
        name="view"
        legend={t('settings.view')}
        values={VIEWS}
        label={(value) => value.toUpperCase()}
      />
      <Choices
        name="animation"
        legend={t('settings.animation')}
        values={ANIMATION_SPEEDS}
        label={(value) => t(`settings.animation.${value}` as MessageKey)}
      />
      <label className="field field-inline">
        <span className="field-label">{t('settings.theme')}</span>
        <span className="theme-swatch" aria-hidden="true">
          <span style={{ background: THEME_COLOURS[theme].light }} />
          <span style={{ background: THEME_COLOURS[theme].dark }} />
        </span>
        <select
          value={theme}
          onChange={(event) =>
            settingsStore.getState().update({ theme: event.target.value as Settings['theme'] })
          }
        >
          {BOARD_THEMES.map((value) => (
            <option key={value} value={value}>
              {t(`settings.theme.${value}`)}
            </option>
          ))}
        </select>
      </label>
      <Toggle name="coordinates" label={t('settings.coordinates')} />
      <Toggle name="sound" label={t('settings.sound')} />
      <Toggle name="contrast" label={t('settings.contrast')} />
      <Toggle name="screenReader" label={t('settings.screenReader')} />
    </div>
  );
}
