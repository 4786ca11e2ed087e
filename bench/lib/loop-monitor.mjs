// Loaded into the bench's server with --import: the event loop's longest delay, measured
// inside the process (perf_hooks), written to LOOP_MONITOR_FILE on SIGUSR2 and reset.
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.LOOP_MONITOR_FILE;
if (file) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  process.on('SIGUSR2', () => {
    writeFileSync(file, JSON.stringify({ maxMs: h.max / 1e6, p99Ms: h.percentile(99) / 1e6 }));
    h.reset();
  });
}
