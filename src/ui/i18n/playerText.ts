/**
 * The players' names in the interface's language: "You", "Player", "Computer, level 4",
 * "Computer, random moves". The record keeps its own English tags (src/game/players.ts).
 */
import type { Level } from '../../engine/protocol';
import type { Player, Players } from '../../game/players';
import type { Translator } from './i18n';

/** A level's caption: 'level 4', 'random moves', 'greedy'. */
export function levelText(t: Translator, level: Level): string {
  if (level === 'random') return t('computer.levelRandom');
  if (level === 'greedy') return t('computer.levelGreedy');
  return t('computer.level', { level });
}

/** A player's name; a person here is "You" when the other side is played away from the screen. */
export function playerText(t: Translator, player: Player, players: Players): string {
  if (player.kind === 'computer')
    return t('computer.playerLevel', { level: levelText(t, player.level) });
  if (player.kind === 'remote') return player.name;
  const alone = players.filter((p) => p.kind === 'here').length === 1;
  return alone ? t('computer.you') : t('computer.person');
}
