// V8 settings of the server's process (ADR 0046), set when this module is evaluated: import it
// before anything else runs. Plain JS, so that `launch.mjs` can load it before any TypeScript.
import v8 from 'node:v8';

/**
 * No allocation-site pretenuring: V8 would otherwise allocate objects of an allocation site it saw
 * surviving straight into old space, where, dead after a request, each keeps the young objects it
 * points to (a query's rows, dates and strings) alive through every scavenge until the next
 * mark-compact, which then comes twice as often.
 */
v8.setFlagsFromString('--no-allocation-site-pretenuring');
