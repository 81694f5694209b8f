/**
 * Page renders take turns: one at a time, in the order their requests were read, each started in
 * its own event-loop turn.
 *
 * Why: rendering a page is synchronous CPU work. Left alone, Node reads every socket that is ready
 * in one poll phase and runs each of those requests to the end before it polls again, so a request
 * whose socket became ready just after that poll waits for the whole batch and then for its place in
 * the next one — under load the slowest page views waited about twice as long as the median. Starting
 * the next render from setImmediate lets the event loop poll between renders, so a request that
 * arrives during a render queues behind those already waiting (first come, first served), and API
 * requests, static files and timers are served between pages instead of after a whole batch.
 */
export interface Turns {
  /** Run `work` when its turn comes; the next turn starts after it settles. */
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Renders waiting for their turn (not counting the one running). */
  readonly waiting: number;
}

/**
 * `maxTurnMs`: a render still unsettled after this long gives up its turn (it goes on, but the
 * renders behind it no longer wait), so one hung request cannot stall every page of the process.
 */
export function createTurns({ maxTurnMs = 10_000 }: { maxTurnMs?: number } = {}): Turns {
  const queue: Array<() => void> = [];
  let busy = false;
  const next = () => {
    const go = queue.shift();
    if (go) go();
    else busy = false;
  };
  return {
    async run(work) {
      if (busy) await new Promise<void>((resolve) => queue.push(resolve));
      else busy = true;
      let handedOn = false;
      const handOn = () => {
        if (handedOn) return;
        handedOn = true;
        setImmediate(next);
      };
      const limit = setTimeout(handOn, maxTurnMs);
      try {
        return await work();
      } finally {
        clearTimeout(limit);
        handOn();
      }
    },
    get waiting() {
      return queue.length;
    },
  };
}
