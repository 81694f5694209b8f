import { describe, expect, it } from 'vitest';
import { createTurns } from './turns';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('page render turns', () => {
  it('runs renders one at a time, first come first served', async () => {
    const turns = createTurns();
    const log: string[] = [];
    const page = (name: string) => turns.run(async () => {
      log.push(`start ${name}`);
      await Promise.resolve();
      log.push(`end ${name}`);
      return name;
    });
    const done = await Promise.all([page('a'), page('b'), page('c')]);
    expect(done).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets the event loop run between two renders, so requests read meanwhile queue behind the waiting ones', async () => {
    const turns = createTurns();
    const log: string[] = [];
    const first = turns.run(async () => {
      setImmediate(() => log.push('event loop'));
      log.push('render 1');
    });
    const second = turns.run(async () => {
      log.push('render 2');
    });
    expect(turns.waiting).toBe(1);
    await Promise.all([first, second]);
    expect(log).toEqual(['render 1', 'event loop', 'render 2']);
  });

  it('a render that fails still hands the turn on', async () => {
    const turns = createTurns();
    const failed = turns.run(async () => { throw new Error('bad page'); });
    const next = turns.run(async () => 'served');
    await expect(failed).rejects.toThrow('bad page');
    await expect(next).resolves.toBe('served');
    await tick();
    expect(turns.waiting).toBe(0);
  });

  it('a render that hangs gives up its turn after maxTurnMs, so the pages behind it are still served', async () => {
    const turns = createTurns({ maxTurnMs: 30 });
    void turns.run(() => new Promise(() => {}));
    const started = Date.now();
    await expect(turns.run(async () => 'served')).resolves.toBe('served');
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
  });
});
