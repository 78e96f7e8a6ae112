export * from './logo';

export * from './classes';
