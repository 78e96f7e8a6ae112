// Components
export * from './components';

// Directives
export * from './directives';

// Pipes
export * from './pipes';

// Services
export * from './services';

// Utils
export * from './utils';

// Interfaces
export * from './interfaces';

// Formly
export * from './formly-config';
