/** Pure TypeScript contract shared by the browser and the server: no DOM, no Node. */
export * from './constants';
export * from './languages';
export * from './routes';
export * from './registry';
export * from './profile';
export * from './user';
export * from './auth';
export * from './signup';
export * from './account';
export * from './settings';
export * from './company';
export * from './geo';
export * from './reference';
export * from './complaint';
export * from './errors';
export * from './rules';
export * from './chats';
