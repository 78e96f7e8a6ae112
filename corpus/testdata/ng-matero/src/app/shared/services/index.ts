export * from './directionality.service';
export * from './message.service';
export * from './storage.service';
export * from './paginator-i18n.service';
