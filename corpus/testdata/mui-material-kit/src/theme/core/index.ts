export * from './shadows';

export * from './palette';

export * from './typography';

export * from './components';

export * from './custom-shadows';
