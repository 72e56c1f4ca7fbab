/**
 * The folder of a remote's first-visit page in its `dist` and release folders (ADR 0036): the build
 * writes it, the server reads it. Plain JavaScript, so the build reads it on plain Node (ADR 0003).
 */
export const FIRST_VISIT_FOLDER = 'first-visit';
