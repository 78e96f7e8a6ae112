export * from './_mock';
export * from './_data';
