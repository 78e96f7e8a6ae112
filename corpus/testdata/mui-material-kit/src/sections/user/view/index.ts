export * from './user-view';
