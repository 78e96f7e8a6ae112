export * from './classes';

export * from './svg-color';

export type * from './types';
