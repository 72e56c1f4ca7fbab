export { registerLanders } from './landers.plugin';
export { landerFirstAddresses, landerFirstPhotoFiles } from './lander-first-answers';
