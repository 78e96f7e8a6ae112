export * from './sign-in-view';
