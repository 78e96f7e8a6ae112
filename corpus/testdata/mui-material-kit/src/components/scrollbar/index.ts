export * from './classes';

export * from './scrollbar';

export type * from './types';
