/**
 * The words of a game's setup, shared by the new-game dialog (loaded only when it opens) and the
 * panels that show what was chosen: the computer-against-itself paces, a time control.
 */
import type { DemoSpeed } from '../../game/settings';
import type { TimeControl } from '../../rules';
import type { MessageKey, Translator } from './i18n';

/** The caption of each pace of a game the computer plays against itself. */
export const SPEED_KEYS: Record<DemoSpeed, MessageKey> = {
  fast: 'computer.speedFast',
  normal: 'computer.speedNormal',
  slow: 'computer.speedSlow',
};

/** A control in words: "5 min + 3 s", "5 min, 2 s delay". */
export function controlText(t: Translator, control: TimeControl): string {
  const minutes = String(Math.round(control.base / 600) / 100);
  return control.delay > 0
    ? t('clock.controlDelay', { minutes, seconds: String(control.delay / 1000) })
    : t('clock.control', { minutes, seconds: String(control.increment / 1000) });
}
