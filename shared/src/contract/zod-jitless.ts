/**
 * zod keeps its settings on `globalThis.__zod_globalConfig` (one object for every container's copy of
 * zod). Unless `jitless`, its first object schema probes `new Function`, which the site's CSP refuses
 * and reports as an eval violation (ADR 0029). Set before any zod chunk loads: the shell's first script
 * has no zod.
 */
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

export {};
