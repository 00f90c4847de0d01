// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { CART_REQUEST_TIMEOUT_MS } from '../constants';
import { holdPlace, inCartQueue } from './queue';

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('cart request queue', () => {
  it('runs tasks one at a time in the order they were asked for, whatever their speed', async () => {
    const log: string[] = [];
    let running = 0;
    const task = (name: string, ms: number) => async () => {
      running++;
      expect(running).toBe(1);
      log.push(`start ${name}`);
      await later(null, ms);
      log.push(`end ${name}`);
      running--;
      return name;
    };
    const results = await Promise.all([
      inCartQueue(task('add', 30)),
      inCartQueue(task('remove', 1)),
      inCartQueue(task('add2', 10)),
    ]);
    expect(results).toEqual(['add', 'remove', 'add2']);
    expect(log).toEqual(['start add', 'end add', 'start remove', 'end remove', 'start add2', 'end add2']);
  });

  it('a failed task rejects its caller only; the next one still runs', async () => {
    const first = inCartQueue(() => Promise.reject(new Error('500')));
    const second = inCartQueue(() => later('ok', 1));
    await expect(first).rejects.toThrow('500');
    await expect(second).resolves.toBe('ok');
  });

  it('keeps 200 rapid tasks in order', async () => {
    const seen: number[] = [];
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        inCartQueue(() => later(i, Math.random() * 2).then((v) => seen.push(v))),
      ),
    );
    expect(seen).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });

  it('a request from a held activation goes before one from a later activation, though it is asked for later', async () => {
    const log: string[] = [];
    const task = (name: string) => async () => {
      log.push(name);
      await later(null, 1);
    };
    const inPlace = holdPlace(); // a remove clicked while the mini-cart's code loads
    const add = inCartQueue(task('add')); // then an add through an island already there
    await later(null, 5);
    expect(log).toEqual([]); // nothing starts while an earlier click may still ask
    let remove: Promise<void> | undefined;
    inPlace(() => {
      remove = inCartQueue(task('remove'));
    });
    await Promise.all([add, remove]);
    expect(log).toEqual(['remove', 'add']);
  });

  it('a held activation that asks for nothing lets the later requests go', async () => {
    const givenUp = holdPlace();
    let added = false;
    const add = inCartQueue(async () => (added = true));
    await later(null, 5);
    expect(added).toBe(false);
    givenUp(); // its root left the page
    await expect(add).resolves.toBe(true);
  });

  it('an activation held after a request was asked for does not hold that request back', async () => {
    const add = inCartQueue(() => later('added', 1));
    const givenUp = holdPlace();
    await expect(add).resolves.toBe('added');
    givenUp();
  });

  it('two held activations keep their order whichever island mounts first', async () => {
    const log: string[] = [];
    const first = holdPlace();
    const second = holdPlace();
    let tasks: Array<Promise<number>> = [];
    second(() => (tasks = [inCartQueue(async () => log.push('second'))]));
    await later(null, 5);
    expect(log).toEqual([]);
    first(() => tasks.push(inCartQueue(async () => log.push('first'))));
    await Promise.all(tasks);
    expect(log).toEqual(['first', 'second']);
  });

  it('a place held longer than a cart request may take is given up; its replay then queues behind', async () => {
    vi.useFakeTimers();
    try {
      const log: string[] = [];
      const inPlace = holdPlace(); // its island's code hangs
      const add = inCartQueue(async () => void log.push('add'));
      await vi.advanceTimersByTimeAsync(CART_REQUEST_TIMEOUT_MS - 1);
      expect(log).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      await add;
      expect(log).toEqual(['add']);
      let remove: Promise<void> | undefined;
      inPlace(() => (remove = inCartQueue(async () => void log.push('remove'))));
      await remove;
      expect(log).toEqual(['add', 'remove']);
    } finally {
      vi.useRealTimers();
    }
  });
});
