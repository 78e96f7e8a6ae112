export * from './label';

export * from './styles';

export * from './classes';

export type * from './types';
