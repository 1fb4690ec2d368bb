/**
 * @hostel-admin/rules: what the server checks and the web app says before sending, written once. The phone rule,
 * the Money helper (paise in, one display format out), calendar dates, every bound both sides check, the option
 * labels both show and the messages both say. Pure TypeScript with no framework: the server's build compiles it
 * (dist/, CommonJS); the web app, jest and vitest read the source.
 */
export * from './api-keys';
export * from './calendar';
export * from './charges';
export * from './checkout';
export * from './hostel';
export * from './housing';
export * from './money';
export * from './notifications';
export * from './passwords';
export * from './payments';
export * from './people';
export * from './phone';
export * from './problems';
export * from './profile';
export * from './rent';
export * from './requests';
export * from './visitors';
export * from './meals';
