export * from './products-view';
