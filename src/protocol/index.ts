/**
 * The online protocol's public face (issue 41): a layer of its own between the rules core, which
 * is all it imports, and the game server (src/server) and the app (src/game, src/ui), which
 * import it and never each other. The messages (messages.ts), the events of a room's log
 * (events.ts), a follow room's state and its patches (follow.ts), a class in a follow room (followClass.ts), a puzzle race's messages (race.ts), the sides (sides.ts), identifiers (ids.ts), limits (limits.ts), HTTP bodies
 * (http.ts), the validators (validators.ts) and the one fold of the event log (fold.ts). The
 * reference client (client.ts) is not re-exported here: it brings @colyseus/sdk, which the app
 * loads lazily, so it is imported by its own path.
 */
export * from './accounts';
export * from './events';
export * from './fold';
export * from './follow';
export * from './followClass';
export * from './http';
export * from './ids';
export * from './limits';
export * from './lobby';
export * from './messages';
export * from './race';
export * from './puzzles';
export * from './ratings';
export * from './sides';
export * from './validators';
