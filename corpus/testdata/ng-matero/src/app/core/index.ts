export * from './authentication';
export * from './bootstrap';
export * from './interceptors';
export * from './settings';
