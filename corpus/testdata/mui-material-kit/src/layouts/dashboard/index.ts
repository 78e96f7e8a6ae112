export * from './layout';

export * from './content';
