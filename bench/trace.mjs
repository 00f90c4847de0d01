/**
 * Reading a Chromium trace (CDP Tracing through playwright's browser.startTracing) for the boot benchmark:
 * the page's main-thread tasks and how much of each ran our scripts. "Ours" is main-thread time in which
 * the islands' files under /dist/ ran: the JS sampling profiler's samples (category
 * disabled-by-default-v8.cpu_profiler, one sample every ~0.5 ms) whose stack holds a frame from a /dist/ URL,
 * each standing for the time until the next sample, together with V8's main-thread compile events
 * (v8.compileModule, v8.compile) and the script events (EvaluateScript, FunctionCall) of a /dist/ URL.
 * Script evaluation and promise jobs (module evaluation, the islands' mounts after a dynamic import) carry no
 * URL in their trace events, which is why the samples are needed.
 */

/** The trace categories the boot benchmark records. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
];

/** A long task, as the Long Tasks API counts them. */
export const LONG_TASK_MS = 50;

const SCRIPT_EVENTS = new Set(['v8.compileModule', 'v8.compile', 'EvaluateScript', 'FunctionCall']);

/** The trace's own cost on the main thread: the sampling profiler starting in the new page's context. */
const TRACING_OVERHEAD = new Set(['CpuProfiler::StartProfiling']);

/** The page's main thread and navigation start: the navigationStart event of the document at `url`. */
function navigation(events, url) {
  const start = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url);
  if (!start) throw new Error(`The trace has no navigationStart for ${url}.`);
  return { pid: start.pid, tid: start.tid, ts: start.ts };
}

/**
 * The samples of the renderer's profile as `{ ts, ours }`, in time order: the Profile event gives the start
 * time, each ProfileChunk new nodes (with their parents) and samples with time deltas.
 */
function samples(events, { pid, tid }, isOurs) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const chunks = events
    .filter((e) => e.name === 'ProfileChunk' && e.pid === pid && e.id === profile.id)
    .sort((a, b) => a.ts - b.ts);
  const nodes = new Map();
  const oursOf = (id) => {
    const node = nodes.get(id);
    if (!node) return false;
    if (node.ours === undefined) node.ours = isOurs(node.url) || oursOf(node.parent);
    return node.ours;
  };
  const result = [];
  let ts = profile.args.data.startTime;
  for (const chunk of chunks) {
    const data = chunk.args.data;
    for (const node of data.cpuProfile?.nodes ?? [])
      nodes.set(node.id, { url: node.callFrame.url ?? '', parent: node.parent });
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i++) {
      ts += deltas[i] ?? 0;
      result.push({ ts, ours: oursOf(ids[i]) });
    }
  }
  return result;
}

/** Sorted, merged [start, end) intervals. */
function merge(intervals) {
  const sorted = intervals.filter(([a, b]) => b > a).sort((x, y) => x[0] - y[0]);
  const merged = [];
  for (const [a, b] of sorted) {
    const last = merged.at(-1);
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else merged.push([a, b]);
  }
  return merged;
}

/** µs of the merged intervals inside [from, to). */
function covered(intervals, from, to) {
  let sum = 0;
  for (const [a, b] of intervals) {
    if (b <= from) continue;
    if (a >= to) break;
    sum += Math.min(b, to) - Math.max(a, from);
  }
  return sum;
}

/**
 * The main-thread tasks of the page at `url` that started from its navigation start until `untilMs` after
 * it, each as `{ ms, oursMs }` (`ms` without the tracing's own cost), and `oursMs` summed over them.
 * `isOurs(url)` says whether a script URL is ours.
 */
export function bootTasks(trace, url, isOurs, untilMs = Infinity) {
  const events = trace.traceEvents ?? trace;
  const nav = navigation(events, url);
  const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X');
  const sampled = samples(events, nav, isOurs);
  const intervals = [];
  for (let i = 0; i < sampled.length - 1; i++)
    if (sampled[i].ours) intervals.push([sampled[i].ts, sampled[i + 1].ts]);
  for (const e of main) {
    const scriptUrl = e.args?.data?.url ?? e.args?.fileName;
    if (SCRIPT_EVENTS.has(e.name) && scriptUrl && isOurs(scriptUrl)) intervals.push([e.ts, e.ts + e.dur]);
  }
  const ours = merge(intervals);
  const overhead = merge(main.filter((e) => TRACING_OVERHEAD.has(e.name)).map((e) => [e.ts, e.ts + e.dur]));
  // Clipped to the tasks: a sample before an idle stretch stands for no more than the rest of its task.
  const tasks = main
    .filter((e) => e.name === 'RunTask' && e.ts >= nav.ts && e.ts <= nav.ts + untilMs * 1000)
    .map((e) => ({
      ms: (e.dur - covered(overhead, e.ts, e.ts + e.dur)) / 1000,
      oursMs: covered(ours, e.ts, e.ts + e.dur) / 1000,
    }));
  return { tasks, oursMs: tasks.reduce((sum, t) => sum + t.oursMs, 0) };
}

/**
 * One boot's long-task numbers: every long task, those with any of our script in them, those our script
 * made long (without our time in it the task would not be over 50 ms), the blocking time (Σ time beyond
 * 50 ms) and the part of it our script accounts for (per task, the smaller of our time and its time beyond
 * 50 ms).
 */
export function longTaskShare(tasks) {
  const long = tasks.filter((t) => t.ms > LONG_TASK_MS);
  return {
    taskMs: tasks.reduce((sum, t) => sum + t.ms, 0),
    long: long.length,
    withOurs: long.filter((t) => t.oursMs > 0).length,
    causedByOurs: long.filter((t) => t.ms - t.oursMs <= LONG_TASK_MS).length,
    blockingMs: long.reduce((sum, t) => sum + t.ms - LONG_TASK_MS, 0),
    oursBlockingMs: long.reduce((sum, t) => sum + Math.min(t.oursMs, t.ms - LONG_TASK_MS), 0),
  };
}
