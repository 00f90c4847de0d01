/** Says once per run which engines run and which are skipped, and why. */
import { selectedEngines } from './engines';

export default function setup(): void {
  for (const engine of selectedEngines()) {
    const missing = engine.missing();
    if (missing) console.log(`engines: ${engine.name} skipped: ${missing}`);
  }
}
