import { anchorConfig } from '../anchor-config.mjs';

/** Anchor 1: an empty React 19 page, one entry rendering an `<h1>`. */
export default (outDir) => anchorConfig({ dir: import.meta.dirname, outDir, entry: './src/index.jsx' });
