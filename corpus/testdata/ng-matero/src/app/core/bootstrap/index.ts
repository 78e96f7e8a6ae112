export * from './menu.service';
export * from './settings.service';
export * from './startup.service';
export * from './preloader.service';
export * from './translate-lang.service';
