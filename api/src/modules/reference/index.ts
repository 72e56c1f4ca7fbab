// The reference module's public file: what other modules and the app use (issue 20).
export { GIFT_IMAGES } from './gift-images';
export { localName, type RequestLanguage } from './language';
export { registerReference } from './reference.plugin';
export { regionByCode } from './reference.service';
