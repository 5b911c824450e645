/**
 * The animation speeds a player can choose and how long a move's animation lasts at each. Apart
 * from the settings store (game/settings.ts) because the views read these facts too, and a view
 * may not import a store (eslint.config.js, STORE_MODULES): the page reads the player's choice
 * from the store and hands the speed to the view.
 */
export const ANIMATION_SPEEDS = ['off', 'fast', 'normal', 'slow'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number]; // e.g. 'normal'

/** How long a move's animation lasts at each speed, as a factor of the views' normal duration. */
export const ANIMATION_FACTOR: Record<AnimationSpeed, number> = {
  off: 0,
  fast: 0.5,
  normal: 1,
  slow: 2,
};
