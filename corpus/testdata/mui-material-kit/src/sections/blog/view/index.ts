export * from './blog-view';
