type SchedulerWithYield = { yield?: () => Promise<void> };

/** Gives the browser a turn (input, paint) between pieces of work: `scheduler.yield` where present. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `work` once the next frame has been painted: a task posted from that frame's animation callback. */
export function afterNextPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
