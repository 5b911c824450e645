/**
 * The part of Node 24's `node:sqlite` the server uses, declared here because the project's
 * @types/node is Node 20's (the app and its tooling run on Node 20; the server on Node 24).
 */
declare module 'node:sqlite' {
  export type SQLInputValue = null | number | bigint | string | Uint8Array;
  export interface StatementSync {
    columns(): unknown[];
    all(...parameters: SQLInputValue[]): unknown[];
    run(...parameters: SQLInputValue[]): {
      changes: number | bigint;
      lastInsertRowid: number | bigint;
    };
    iterate(...parameters: SQLInputValue[]): IterableIterator<unknown>;
  }
  export class DatabaseSync {
    constructor(path: string, options?: { timeout?: number });
    exec(sql: string): void;
    prepare(sql: string): StatementSync;
    close(): void;
  }
}
