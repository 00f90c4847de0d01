/** The console voice of every island: `[islands] <name>: <message>`. */
export function warnIsland(name: string, message: string, detail?: unknown): void {
  if (detail === undefined) console.warn(`[islands] ${name}: ${message}`);
  else console.warn(`[islands] ${name}: ${message}`, detail);
}
