#!/usr/bin/env bash
# The whole test suite: unit, component and API tests (Vitest), then browser tests (Playwright)
# against the built app. Set TEST_DATABASE_URL=postgres://… to run the database tests on PostgreSQL.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npm run --silent build
npx vitest run
npx playwright test -c e2e
