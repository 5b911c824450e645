// Types of the stack-geometry helpers the unit tests share with the browser tests.
export interface ClientPoint {
  x: number;
  y: number;
}
export function polygonsOverlap(a: readonly ClientPoint[], b: readonly ClientPoint[]): boolean;
