export * from './safe-url-pipe';
