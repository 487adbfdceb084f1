/**
 * The notices module's front door (ADR 0026, ADR 0036): mails to members as jobs in the database,
 * their templates, the reminder choices and one-click unsubscribe. It comes after every other
 * module and imports none: the modules above schedule notices in their own transactions, and
 * app.ts and the operator commands hand it what only they know (the savings, the mailer).
 */
export { noticeSchedulerPlugin, type NoticeSchedulerOptions } from './routes/notice-scheduler.ts';
export { noticesRoutes } from './routes/routes.ts';
export type {
  NoticeKind,
  NoticePayloads,
  PlanFacts,
  PushOnlyPayloads,
  ScheduledKind,
} from './services/notice-kinds.ts';
export { vapidOf, type VapidSettings } from './services/push/vapid.ts';
export {
  noticeKeys,
  scheduleNotice,
  withdrawNotice,
  type NoticeToSchedule,
} from './services/schedule-service.ts';
export {
  sendDueNotices,
  type NoticeSenderDeps,
  type NoticeSummary,
} from './services/send-service.ts';
