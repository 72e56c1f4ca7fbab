// The push module's public file: its plugin (issue 20).
export { registerPush } from './push.plugin';
