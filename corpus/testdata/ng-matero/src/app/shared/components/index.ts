export * from './breadcrumb/breadcrumb';
export * from './error-code/error-code';
export * from './page-header/page-header';
