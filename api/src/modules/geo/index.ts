// The geo module's public file: what other modules and the app use (issue 20).
export { registerGeo } from './geo.plugin';
export { lookupCountry } from './ip-country';
