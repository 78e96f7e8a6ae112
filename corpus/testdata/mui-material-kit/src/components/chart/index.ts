export * from './chart';

export * from './use-chart';

export * from './components';

export type * from './types';
