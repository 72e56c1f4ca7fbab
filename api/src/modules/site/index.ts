export { registerSite } from './site.plugin';
