export * from './disable-control';
