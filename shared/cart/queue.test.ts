import { describe, expect, it } from 'vitest';
import { createQueue } from './queue';

const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('cart request queue', () => {
  it('runs tasks one at a time in the order they were asked for, whatever their speed', async () => {
    const queue = createQueue();
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
      queue.run(task('add', 30)),
      queue.run(task('remove', 1)),
      queue.run(task('add2', 10)),
    ]);
    expect(results).toEqual(['add', 'remove', 'add2']);
    expect(log).toEqual(['start add', 'end add', 'start remove', 'end remove', 'start add2', 'end add2']);
    expect(queue.size).toBe(0);
  });

  it('a failed task rejects its caller only; the next one still runs', async () => {
    const queue = createQueue();
    const first = queue.run(() => Promise.reject(new Error('500')));
    const second = queue.run(() => later('ok', 1));
    await expect(first).rejects.toThrow('500');
    await expect(second).resolves.toBe('ok');
  });

  it('keeps 200 rapid tasks in order', async () => {
    const queue = createQueue();
    const seen: number[] = [];
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        queue.run(() => later(i, Math.random() * 2).then((v) => seen.push(v))),
      ),
    );
    expect(seen).toEqual(Array.from({ length: 200 }, (_, i) => i));
  });
});
