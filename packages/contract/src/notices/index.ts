/* The notices area (docs/product/notices.md): member mails, reminders and their preferences. */
export * as NoticesApi from './endpoints.ts';
export * from './error-answers.ts';
export * from './notice-rules.ts';
export * from './preferences.ts';
export * from './push.ts';
