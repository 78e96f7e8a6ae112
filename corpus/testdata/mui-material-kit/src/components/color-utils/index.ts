export * from './classes';

export * from './color-picker';

export * from './color-preview';
