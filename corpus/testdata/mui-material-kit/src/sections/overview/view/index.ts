export * from './overview-analytics-view';
