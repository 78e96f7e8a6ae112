export * from './router-link';

export * from './error-boundary';
