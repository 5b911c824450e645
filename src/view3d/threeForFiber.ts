/**
 * three.js as React Three Fiber sees it: all of three, except that `Clock` is a small clock of
 * our own. Fiber 9 (9.8.2, the newest 9.x) makes a `THREE.Clock` for every canvas it mounts, and
 * three r183+ logs "THREE.Clock: This module has been deprecated" from that class's constructor;
 * fiber drops the clock only in its next major version (pmndrs/react-three-fiber#3741). The
 * build resolves fiber's `three` import to this module (vite.config.ts, `fiberClock`), so the
 * deprecated class is never constructed and nothing is silenced. The clock keeps the API fiber
 * uses (`start`, `stop`, `getDelta`, `getElapsedTime`, `elapsedTime`, `oldTime`, `running`);
 * nothing of ours reads `state.clock`.
 */
export * from 'three';

const now = () => performance.now();

/** Seconds since it started, and since it was last asked: three's Clock without the warning. */
export class Clock {
  autoStart: boolean;
  startTime = 0;
  oldTime = 0;
  elapsedTime = 0;
  running = false;

  constructor(autoStart = true) {
    this.autoStart = autoStart;
  }

  start(): void {
    this.startTime = now();
    this.oldTime = this.startTime;
    this.elapsedTime = 0;
    this.running = true;
  }

  stop(): void {
    this.getElapsedTime();
    this.running = false;
    this.autoStart = false;
  }

  getElapsedTime(): number {
    this.getDelta();
    return this.elapsedTime;
  }

  getDelta(): number {
    let delta = 0;
    if (this.autoStart && !this.running) {
      this.start();
      return 0;
    }
    if (this.running) {
      const time = now();
      delta = (time - this.oldTime) / 1000;
      this.oldTime = time;
      this.elapsedTime += delta;
    }
    return delta;
  }
}
