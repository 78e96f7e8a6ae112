export * from './not-found-view';
