/* What `npm run cli` prints for help, and after a usage error. */

export const usage = `Usage: npm run cli -- <command>

Commands:
  migrate                     bring the database schema up to date
  seed                        load the demo data (idempotent)
  import <file> [--dry-run]   load markets, categories, book editions, franchisors, merchants,
                              offers and ads from a JSON file (or merchants from a CSV file); all or nothing,
                              re-importing updates rows by slug (docs/import.md); --dry-run
                              prints what it would add and change, or its errors, and writes nothing
  codes generate --count <n> --edition <slug> [--label <text>] [--days <n>]
                              print n new activation codes, one per line (XXXX-XXXX-XXXX-XXXX),
                              for a book edition, as one batch (the console's Codes screen lists
                              it; OPERATOR-15): each can be activated until the edition ends,
                              and the activation it gives ends with the edition, or lasts
                              --days from the activation
  codes list [--batch <batch>]
                              print codes as CSV (code,batch,edition,expiresAt,usedAt)
  subscriptions renew [--now <ISO time>]
                              renew the subscriptions due at that time (default: now) through
                              the payment gateway; prints "renewed,failed,ended" counts
  jobs run [--now <ISO time>]  run every job due at that time (default: now), as the server does
                              on its schedules: renewals, the member mails due (receipts,
                              notices, reminders; ADR 0036), then housekeeping; prints one line
                              per job with its counts. Safe to run any number of times, and
                              beside running servers: each piece of work is claimed first
  housekeeping                delete expired sessions, used or expired password tokens and
                              sign-in codes, old outbox mail, forgotten throttle and rate-limit
                              rows and old store notifications, as the server does every
                              PRUNE_INTERVAL_MINUTES; prints "sessions,passwordTokens,loginCodes,
                              outboxMail,passwordFailures,rateLimitHits,storeNotifications,
                              staffSessions" counts
  members import <file>       create accounts for existing members (one email per line, or a CSV
                              whose first column is the email); prints "email,temporaryPassword"
                              for each new account: their first login asks them to set a password
  staff add <email> --role <owner|editor|support|analyst>
                              make a back-office account (OPERATOR-2); prints
                              "email,temporaryPassword": its first sign-in at /console sets a
                              new password and enrols an authenticator app
  business add <name> --location <merchant-slug> [--location …]
                              make a merchant's business organisation from catalogue locations
                              (MERCHANT-1); prints "organisationId,name"
  business person <email> --organisation <id> --role <merchantAdmin|counterStaff>
                  [--location <merchant-slug> …]
                              make a person of an organisation (MERCHANT-2; counter staff at the
                              given locations); prints "email,temporaryPassword": their first
                              sign-in sets a new password
  backup <file>               copy the SQLite database into the new file <file> while servers run
                              (online, consistent, checked); PostgreSQL: use pg_dump instead
  restore <file>              replace the SQLite database with the backup <file> (checked first;
                              the replaced database is kept aside); stop every server first
`;
