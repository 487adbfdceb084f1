#!/usr/bin/env bash
# The whole test suite: unit, component and API tests (Vitest), then browser tests (Playwright)
# against the built app. Set TEST_DATABASE_URL=postgres://… to run the database tests on PostgreSQL.
#
#   npm test                  everything
#   npm test -- --db-only     only what depends on the database: the Vitest project server-db (API
#                             and repository tests) and the browser smoke journey (tests tagged
#                             @smoke); what CI runs again on PostgreSQL
#   npm test -- --no-build    use the apps already built in apps/web/dist and apps/console/dist
set -euo pipefail
cd "$(dirname "$0")/.."
db_only=false
build=true
for arg in "$@"; do
  case $arg in
    --db-only) db_only=true ;;
    --no-build) build=false ;;
    *)
      echo "usage: npm test -- [--db-only] [--no-build]" >&2
      exit 2
      ;;
  esac
done
bash scripts/ensure-chromium.sh
if $build; then npm run --silent build; fi
if $db_only; then
  npx vitest run --project server-db
  npx playwright test -c e2e --grep @smoke
else
  npx vitest run
  npx playwright test -c e2e
fi
