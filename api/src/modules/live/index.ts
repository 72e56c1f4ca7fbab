export { registerLive } from './live.plugin';
