import { constants, type PerformanceEntry, PerformanceObserver } from 'node:perf_hooks';
import type { ServerLoad } from './chat-report';

/** Counts this process's garbage collections from now until `stop()`. */
function countCollections() {
  const counts = { major: 0, majorPauseMs: 0, minor: 0 };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind;
      if (kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
        counts.major += 1;
        counts.majorPauseMs += entry.duration;
      } else if (kind === constants.NODE_PERFORMANCE_GC_MINOR) counts.minor += 1;
    }
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    stop() {
      observer.disconnect();
      return counts;
    },
  };
}

/** How busy this process is from now until `stop()`: its event loop, its CPU and its collections. */
export function startServerLoad(): { stop: () => ServerLoad } {
  const busySince = performance.eventLoopUtilization();
  const cpuSince = process.cpuUsage();
  const started = performance.now();
  const gc = countCollections();
  return {
    stop() {
      const cpu = process.cpuUsage(cpuSince);
      return {
        eventLoopBusy: performance.eventLoopUtilization(busySince).utilization,
        cpuOfOneCore: (cpu.user + cpu.system) / 1000 / (performance.now() - started),
        gc: gc.stop(),
      };
    },
  };
}
