#!/usr/bin/env bash
# The scale-out path tried on this machine (issue 31 point 5, ADR 0110, docs/scaling.md):
# a primary PostgreSQL cluster, a streaming replica of it, PgBouncer in transaction pooling and two
# API processes. Runs the API's concurrency and live tests and a short bench through it, stops the
# replica under load, prints PASS/FAIL per check and tears everything down, whatever happens.
# Idempotent: what a run that was killed left behind is removed first. Debian 12 + PostgreSQL 15.
#
#   npm run scale:try                    # SCALE_GENERATE=0.02 (share of the bench base), SCALE_SECONDS=2
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PGV=15
PRIMARY=scaleprimary PRIMARY_PORT=5442
REPLICA=scalereplica REPLICA_PORT=5443
BOUNCER_PORT=6432
API_PORTS=(8091 8092)
DB=kolos_scale
WORK=/tmp/kolos-scale
GENERATE=${SCALE_GENERATE:-0.02}
SECONDS_EACH=${SCALE_SECONDS:-2}

DIRECT="postgres://postgres@127.0.0.1:$PRIMARY_PORT/$DB"
POOLED="postgres://postgres@127.0.0.1:$BOUNCER_PORT/$DB"
POOLED_REPLICA="postgres://postgres@127.0.0.1:$BOUNCER_PORT/${DB}_replica"

as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }
root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
say() { printf '\n== %s\n' "$*"; }

RESULTS=()
check() { # check <name> <command...>: records PASS or FAIL
  local name=$1
  shift
  if "$@"; then RESULTS+=("PASS  $name"); else RESULTS+=("FAIL  $name"); fi
}

API_PIDS=()
teardown() {
  for pid in "${API_PIDS[@]}"; do kill "$pid" 2>/dev/null && wait "$pid" 2>/dev/null; done
  API_PIDS=()
  if [ -f "$WORK/pgbouncer.pid" ]; then
    kill "$(cat "$WORK/pgbouncer.pid")" 2>/dev/null
    sleep 0.5
  fi
  for c in $REPLICA $PRIMARY; do
    pg_lsclusters -h 2>/dev/null | awk '{print $2}' | grep -qx "$c" && root pg_dropcluster --stop $PGV "$c"
  done
  root rm -rf "$WORK"
}

summary() {
  teardown
  say "scale:try — итог"
  local failed=0
  for r in "${RESULTS[@]}"; do
    echo "$r"
    [[ $r == FAIL* ]] && failed=1
  done
  [ ${#RESULTS[@]} -gt 0 ] || failed=1
  exit $failed
}
trap summary EXIT
trap 'exit 130' INT TERM

# 1. What it needs: PostgreSQL 15's cluster tools and PgBouncer, from Debian.
say "пакеты"
if ! command -v pg_createcluster >/dev/null || [ ! -x /usr/lib/postgresql/$PGV/bin/pg_basebackup ]; then
  root apt-get update -qq && root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql-$PGV
fi
if ! command -v pgbouncer >/dev/null; then
  root apt-get update -qq && root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq pgbouncer
fi
BOUNCER_VERSION=$(pgbouncer --version | awk 'NR==1{print $2}')
echo "PgBouncer $BOUNCER_VERSION"
# Protocol-level prepared statements came in PgBouncer 1.21 (max_prepared_statements).
if printf '%s\n1.21.0\n' "$BOUNCER_VERSION" | sort -V -C; then PREPARED=false; else PREPARED=true; fi
echo "DB_PREPARED_STATEMENTS=$PREPARED"
teardown
mkdir -p "$WORK" && root chown postgres "$WORK"

# 2. The primary (its own cluster: the machine's main one on 5432 is not touched) and the database.
say "основная база :$PRIMARY_PORT"
root pg_createcluster $PGV $PRIMARY -p $PRIMARY_PORT -- -A trust >/dev/null || exit 1
root pg_ctlcluster $PGV $PRIMARY start || exit 1
as_postgres createdb -h 127.0.0.1 -p $PRIMARY_PORT $DB || exit 1

# 3. The replica: a base backup of the primary that keeps streaming from it (-R: standby.signal).
say "реплика :$REPLICA_PORT"
root pg_createcluster $PGV $REPLICA -p $REPLICA_PORT -- -A trust >/dev/null || exit 1
REPLICA_DATA=$(pg_lsclusters -h | awk -v c=$REPLICA '$2==c{print $6}')
root find "$REPLICA_DATA" -mindepth 1 -delete
as_postgres /usr/lib/postgresql/$PGV/bin/pg_basebackup -h 127.0.0.1 -p $PRIMARY_PORT -U postgres \
  -D "$REPLICA_DATA" -R -X stream -c fast || exit 1
root pg_ctlcluster $PGV $REPLICA start || exit 1

# 4. PgBouncer in transaction pooling: the primary as $DB, the replica as ${DB}_replica, any other
#    database (the tests' copies) on the primary.
say "PgBouncer :$BOUNCER_PORT (transaction)"
cat >"$WORK/pgbouncer.ini" <<EOF
[databases]
$DB = host=127.0.0.1 port=$PRIMARY_PORT dbname=$DB
${DB}_replica = host=127.0.0.1 port=$REPLICA_PORT dbname=$DB
* = host=127.0.0.1 port=$PRIMARY_PORT

[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $BOUNCER_PORT
unix_socket_dir = $WORK
auth_type = trust
auth_file = $WORK/userlist.txt
pool_mode = transaction
max_client_conn = 2000
default_pool_size = 20
server_login_retry = 1
# A client waiting for a server that is gone (the replica stopped) gets an error after 2 s instead
# of 120: the app then reads from the primary (ADR 0110).
query_wait_timeout = 2
ignore_startup_parameters = extra_float_digits
pidfile = $WORK/pgbouncer.pid
logfile = $WORK/pgbouncer.log
EOF
echo '"postgres" ""' >"$WORK/userlist.txt"
root chown postgres "$WORK"/pgbouncer.ini "$WORK"/userlist.txt
as_postgres pgbouncer -d "$WORK/pgbouncer.ini" || exit 1
for _ in $(seq 50); do pg_isready -q -h 127.0.0.1 -p $BOUNCER_PORT && break; sleep 0.1; done

# 5. Schema, demo and a share of the bench's base on the primary; the replica replays it.
say "данные (bench:generate --scale $GENERATE)"
cd "$ROOT" || exit 1
DATABASE_URL=$DIRECT nice -n 10 npm run -s bench:generate -- --scale "$GENERATE" | tail -3 || exit 1

# 6. Two API processes through PgBouncer; LISTEN and migrations over the direct URL.
say "два процесса API: ${API_PORTS[*]}"
# One after the other: the first start installs pg-boss's schema, which two at once would race for.
for port in "${API_PORTS[@]}"; do
  (cd apps/api && DATABASE_URL=$POOLED DATABASE_DIRECT_URL=$DIRECT DATABASE_REPLICA_URL=$POOLED_REPLICA \
    DB_PREPARED_STATEMENTS=$PREPARED PORT=$port HOST=127.0.0.1 LOG_LEVEL=warn SEED_DEMO=false \
    TRUST_PROXY=true exec node --import tsx src/main.ts) >"$WORK/api-$port.log" 2>&1 &
  API_PIDS+=($!)
  for _ in $(seq 300); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.2; done
done
A="http://127.0.0.1:${API_PORTS[0]}"
B="http://127.0.0.1:${API_PORTS[1]}"
metric() { curl -s "$1/metrics" | awk -v m="$2" '$1==m{print $2}'; }
token() {
  curl -s "$A/api/auth/login" -H 'content-type: application/json' \
    -d '{"phone":"+79000000002","password":"Kolos2026!"}' | sed -E 's/.*"access_token":"([^"]+)".*/\1/'
}
TOKEN=$(token)
CONTRACTS="/api/contracts?offset=0&limit=15"

say "проверки"
both_up() { curl -sf "$A/api/health" >/dev/null && curl -sf "$B/api/health" >/dev/null; }
check "два процесса API отвечают через PgBouncer (prepared statements: $PREPARED)" both_up

lag_exported() {
  local up lag
  up=$(metric "$A" db_replica_up)
  lag=$(metric "$A" db_replica_lag_seconds)
  echo "db_replica_up=$up db_replica_lag_seconds=$lag db_replica_lag_bytes=$(metric "$A" db_replica_lag_bytes)"
  [ "$up" = 1 ] && [ -n "$lag" ]
}
check "отставание реплики на /metrics" lag_exported

on_replica() {
  local before after
  before=$(curl -s "$B/metrics" | awk '/^db_reads_total\{database="replica"/{s+=$2} END{print s+0}')
  curl -sf -o /dev/null -H "authorization: Bearer $TOKEN" "$B$CONTRACTS" || return 1
  after=$(curl -s "$B/metrics" | awk '/^db_reads_total\{database="replica"/{s+=$2} END{print s+0}')
  echo "чтений на реплике: $before → $after"
  [ "$after" -gt "$before" ]
}
check "список читается с реплики" on_replica

# A contract of «Колос-Юг» with an approved farmer, as the bench's write scenario makes it.
new_contract() {
  psql -At "$DIRECT" -c "select json_build_object('regionUuid', c.region_uuid,
    'aggregatorLocationUuid', c.aggregator_location_uuid, 'productUuid', c.product_uuid,
    'farmerCompanyUuid', c.farmer_company_uuid, 'humidity', 13, 'quantity', 500, 'price', 15000,
    'startDate', '01.07.2027', 'endDate', '31.07.2027', 'deliveryType', 'SELLER', 'comment', 'scale:try')
    from contracts c join companies f on f.uuid = c.farmer_company_uuid and f.status = 'APPROVED'
    where c.aggregator_company_uuid = '0190a000-0000-7000-8000-000000000101' limit 1"
}

# Read-your-writes across processes: a contract made on A is in the author's next list on B.
read_your_writes() {
  local cookie body uuid
  body=$(curl -s -D "$WORK/headers" -H "authorization: Bearer $TOKEN" -H 'content-type: application/json' \
    "$A/api/v2/contracts" -d "$(new_contract)")
  uuid=$(echo "$body" | sed -nE 's/.*"uuid":"([^"]+)".*/\1/p')
  cookie=$(grep -i '^set-cookie: kolos_rw=' "$WORK/headers" | sed -E 's/^[^:]+: ([^;]+).*/\1/')
  [ -n "$uuid" ] && [ -n "$cookie" ] || { echo "запись: $body"; return 1; }
  curl -s -H "authorization: Bearer $TOKEN" -H "cookie: $cookie" "$B/api/contracts?offset=0&limit=50" |
    grep -q "$uuid" || { echo "контракт $uuid не виден автору на B"; return 1; }
  echo "контракт $uuid виден автору на B сразу; чтение: $(curl -s "$B/metrics" | grep 'reason="recent_write"')"
}
check "read-your-writes: запись на A видна автору на B" read_your_writes

# 7. The API's concurrency and live tests through PgBouncer: each file's database is made on the
#    primary, its queries go through the pooler, LISTEN over the direct URL.
say "тесты конкурентности и живых событий через PgBouncer"
api_tests() {
  TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$BOUNCER_PORT/postgres" \
    TEST_DATABASE_DIRECT_URL="postgres://postgres@127.0.0.1:$PRIMARY_PORT/postgres" \
    DB_PREPARED_STATEMENTS=$PREPARED nice -n 10 npx vitest run --project api \
    apps/api/src/modules/offers/concurrency.test.ts apps/api/src/modules/queue/concurrency.test.ts \
    apps/api/src/modules/settlements/concurrency.test.ts apps/api/src/modules/acceptance/concurrency.test.ts \
    apps/api/src/modules/live/live.test.ts apps/api/test/two-processes.test.ts >"$WORK/tests.log" 2>&1
  local rc=$?
  grep -aE 'FAIL|×|Error|Test Files|Tests  ' "$WORK/tests.log" | head -40
  return $rc
}
check "тесты конкурентности и живых событий (LISTEN напрямую)" api_tests

# 8. The bench through both processes: lists on the replica, the contract's creation on the primary.
say "bench через два процесса (${SECONDS_EACH} с на сценарий, 16 соединений)"
bench() {
  DATABASE_URL=$DIRECT nice -n 10 npm run -s bench -- --seconds "$SECONDS_EACH" --connections 16 \
    --only "$1" --login-seconds 1 --api "$A/api,$B/api" 2>&1 | tee "$WORK/bench-$1.log" | grep -E ' @16: ' || return 1
  ! grep -qE 'ошибок [1-9]' "$WORK/bench-$1.log"
}
check "bench: contracts без ошибок" bench contracts
check "bench: offers без ошибок" bench offers
check "bench: monitoring без ошибок" bench monitoring

# 9. The replica is lost under load: reads go back to the primary, not one request fails.
say "реплика остановлена под нагрузкой"
replica_lost() {
  local codes="$WORK/codes" i stopper=
  : >"$codes"
  for i in $(seq 1 120); do
    if [ "$i" = 30 ]; then
      root pg_ctlcluster $PGV $REPLICA stop -m fast &
      stopper=$!
    fi
    if [ $((i % 2)) = 0 ]; then base=$A; else base=$B; fi
    curl -s -o /dev/null -w '%{http_code}\n' -H "authorization: Bearer $TOKEN" "$base$CONTRACTS" >>"$codes"
  done
  wait "$stopper"
  echo "ответы: $(sort "$codes" | uniq -c | tr '\n' ' ')"
  echo "A: $(curl -s "$A/metrics" | grep -E '^db_reads_total|^db_replica_up' | tr '\n' ' ')"
  [ "$(grep -vc '^200$' "$codes")" = 0 ] && [ "$(metric "$A" db_replica_up)" = 0 ]
}
check "потеря реплики: чтения на основной базе без ошибок" replica_lost

replica_back() {
  root pg_ctlcluster $PGV $REPLICA start || return 1
  for _ in $(seq 30); do [ "$(metric "$A" db_replica_up)" = 1 ] && [ "$(metric "$B" db_replica_up)" = 1 ] && return 0; sleep 0.5; done
  return 1
}
check "реплика вернулась: чтения снова на ней" replica_back

# 10. What doing without prepared statements costs: one process straight on the primary, the
#     contracts' scenarios with named statements and without (median req/s of the scenarios).
say "цена DB_PREPARED_STATEMENTS=false (один процесс, напрямую)"
prepared_cost() {
  local prep port=8093 pid
  for prep in true false; do
    (cd apps/api && DATABASE_URL=$DIRECT DB_PREPARED_STATEMENTS=$prep PORT=$port HOST=127.0.0.1 \
      LOG_LEVEL=warn SEED_DEMO=false TRUST_PROXY=true exec node --import tsx src/main.ts) >"$WORK/api-$port.log" 2>&1 &
    pid=$!
    for _ in $(seq 300); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 0.2; done
    DATABASE_URL=$DIRECT nice -n 10 npm run -s bench -- --seconds "$SECONDS_EACH" --connections 16 \
      --only contracts --login-seconds 1 --api "http://127.0.0.1:$port/api" >"$WORK/bench-prepared-$prep.log" 2>&1
    kill "$pid" && wait "$pid" 2>/dev/null
    echo "prepared=$prep: медиана $(grep -oE '@16: [0-9.]+ rps' "$WORK/bench-prepared-$prep.log" |
      awk '{print $2}' | sort -n | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}') запр/с по $(grep -c '@16: ' "$WORK/bench-prepared-$prep.log") сценариям"
  done
  echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
}
check "замер цены без prepared statements" prepared_cost
