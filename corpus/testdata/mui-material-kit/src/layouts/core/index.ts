export * from './classes';

export * from './css-vars';

export * from './main-section';

export * from './layout-section';

export * from './header-section';
