type SchedulerWithYield = { yield?: () => Promise<void> };

/** Gives the browser a turn (input, paint) between pieces of work: `scheduler.yield` where present. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: SchedulerWithYield }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
