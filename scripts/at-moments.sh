#!/usr/bin/env bash
# Runs a command with the clock set to moments where "today", "this week" and "this month" are
# easy to get wrong: Moscow and UTC on different days and weeks, the last evening of a month and
# of a year, a Sunday. Tests must pass at any of them (docs/ci.md, «Часы: тесты в любой момент»).
#
#   scripts/at-moments.sh                                      # the API suite on PGlite
#   scripts/at-moments.sh npx vitest run --project api apps/api/src/modules/queue/slots.test.ts
#   scripts/at-moments.sh bash -c 'cd e2e && npx playwright test tests/queue.spec.ts --workers=1'  # after npm run build
#   MOMENTS="2026-12-31T20:30:00Z" scripts/at-moments.sh ...  # only the moments given
#   MOMENT_TIMEOUT=3600 scripts/at-moments.sh ...              # a moment's run stopped after an hour
#
# The clock is shifted by an offset from the real time rather than started at a fixed instant:
# every process the command spawns (Vitest workers, the e2e server, Chromium) then reads the same
# advancing clock. Monotonic time stays real so that timers and timeouts keep working.
set -uo pipefail
cd "$(dirname "$0")/.."

if ! command -v faketime >/dev/null; then
  echo "== faketime не найден: ставлю пакет faketime"
  if [ "$(id -u)" = 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
  else
    sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
  fi || {
    echo "faketime не установился (apt-get install faketime)" >&2
    exit 2
  }
fi

# Instants in UTC; the comment gives the Moscow (UTC+3) reading.
DEFAULT_MOMENTS=(
  2026-11-29T21:30:00Z # понедельник 30.11 00:30 МСК, в UTC ещё воскресенье: дни и недели расходятся
  2026-11-30T20:30:00Z # 30.11 23:30 МСК, последний день месяца
  2026-11-29T09:00:00Z # воскресенье 29.11 12:00 МСК
  2026-12-31T20:30:00Z # 31.12 23:30 МСК, последний вечер года
)
if [ -n "${MOMENTS:-}" ]; then read -r -a moments <<<"$MOMENTS"; else moments=("${DEFAULT_MOMENTS[@]}"); fi
if [ $# -eq 0 ]; then set -- npm run test:api; fi

export FAKETIME_DONT_FAKE_MONOTONIC=1
# libfaketime's "monotonic fix" (on by default in Debian's 0.9.10) shifts the deadline of every
# timed wait on a monotonic condition variable by the clock's offset, though the monotonic clock
# itself is left real: a wait then ends far too late (or at once). Chromium, whose threads sleep
# that way between tasks, took a minute to open an empty page and the SPA never got past Login.
export FAKETIME_FORCE_MONOTONIC_FIX=0
results=()
failed=0
for moment in "${moments[@]}"; do
  offset=$(($(date -d "$moment" +%s) - $(date +%s)))
  msk=$(TZ=Europe/Moscow date -d "$moment" '+%a %d.%m.%Y %H:%M МСК')
  echo "== $moment ($msk): $*"
  t0=$SECONDS
  # a run that hangs after its report (a worker that never started) must not hold up the others
  if timeout --kill-after=30 "${MOMENT_TIMEOUT:-0}" faketime -f "$(printf '%+d' "$offset")" "$@"; then verdict=passed; else verdict=FAILED failed=1; fi
  results+=("$(printf '%-8s %s (%s) %d:%02d' "$verdict" "$moment" "$msk" $(((SECONDS - t0) / 60)) $(((SECONDS - t0) % 60)))")
done

echo "== по моментам: $*"
for line in "${results[@]}"; do echo "   $line"; done
exit "$failed"
