export { registerMedia } from './media.plugin';
export { mainImage } from './main-image';
export { encodePhoto } from './photo-image';
export { localPhotoStore, removeProfilePhotos } from './photo-store';
export type { PhotoStore } from './photo-store';
