export * from './colors';
export * from './icons';
