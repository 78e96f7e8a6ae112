export * from './chart-legends';

export * from './chart-loading';
