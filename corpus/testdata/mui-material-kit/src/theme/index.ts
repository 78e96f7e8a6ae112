export * from './core';

export * from './types';

export * from './theme-config';

export * from './theme-provider';
