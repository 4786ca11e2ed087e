#!/usr/bin/env bash
# SQL injection scan of the real server with sqlmap (loopback only).
#
# Usage (from the repository root):   bash bench/sqlmap.sh
# Env: SQLMAP_PORT (default: a free port), SQLMAP_TIMEOUT seconds per target (default 120),
#      SQLMAP_LEVEL (2), SQLMAP_RISK (1), SQLMAP_KEEP=1 keeps the data folder and sqlmap logs.
# Installs Debian's sqlmap if missing (apt-get; needs root). Starts the server as production does
# (scripts/serve.mjs: the API bundle, decision 069) on a
# fresh embedded DATA_DIR seeded by bench/sqlmap/seed.mjs (internal agent + linked agency +
# one appointment) with an admin from ADMIN_EMAIL/ADMIN_PASSWORD, RATE_LIMIT_PER_MINUTE raised;
# logs in as admin and as the agent for bearer tokens (admin token refreshed per target, it
# lives 15 min), then runs sqlmap --batch on query, path (`*` marker) and JSON body
# parameters. Login and forgotten-password routes run last with the `xforwardedfor` tamper:
# the login throttle counts failures per address and per account, so without it sqlmap would
# only see 429 after ~20 requests (the password parameter still meets the per-account lock:
# noted in the output). Prints one line per target; exit 1 if any parameter is injectable,
# 2 if the setup failed. Traffic goes to 127.0.0.1 only.
set -uo pipefail
cd "$(dirname "$0")/.."
# The project's Node 24 (the `node` package), as `npm start` uses, whatever Node is on the PATH.
export PATH="$PWD/node_modules/.bin:$PATH"

TIMEOUT="${SQLMAP_TIMEOUT:-120}"
LEVEL="${SQLMAP_LEVEL:-2}"
RISK="${SQLMAP_RISK:-1}"
START=$(date +%s)

if ! command -v sqlmap >/dev/null 2>&1; then
  echo "sqlmap mancante: installo il pacchetto Debian…"
  apt-get install -y sqlmap >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y sqlmap >/dev/null; } \
    || { echo "installazione di sqlmap non riuscita"; exit 2; }
fi

WORK="$(mktemp -d /tmp/portal-sqlmap-XXXXXX)"
DATA_DIR="$WORK/data"; OUT="$WORK/out"; mkdir -p "$DATA_DIR" "$OUT"
PORT="${SQLMAP_PORT:-$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
BASE="http://127.0.0.1:$PORT"
ADMIN_EMAIL="admin-sqlmap@example.it"; ADMIN_PASSWORD="Sqlmap-Admin-2026!"
SERVER_PID=""

cleanup() {
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID"; for _ in $(seq 1 100); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
    kill -0 "$SERVER_PID" 2>/dev/null && kill -KILL "$SERVER_PID"
  fi
  if [ "${SQLMAP_KEEP:-0}" = "1" ]; then echo "conservati: $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

SEED="$(node --import tsx bench/sqlmap/seed.mjs "$DATA_DIR")" || { echo "seed non riuscito"; exit 2; }
js() { node -e "const o=JSON.parse(process.argv[1]);console.log(o[process.argv[2]])" "$1" "$2"; }
AGENT_EMAIL="$(js "$SEED" agentEmail)"; AGENCY_ID="$(js "$SEED" agencyId)"
APPT_ID="$(js "$SEED" appointmentId)"; AGENT_PASSWORD="$(js "$SEED" password)"

DATA_DIR="$DATA_DIR" PORT="$PORT" HOST=127.0.0.1 DEMO_DATA=false LOG_LEVEL=warn NODE_ENV=production \
  PUBLIC_URL="$BASE" TOKEN_SECRET="sqlmap-token-secret-0123456789-abcdefgh" RATE_LIMIT_PER_MINUTE=10000000 \
  SMTP_URL=smtp://127.0.0.1:9 \
  ADMIN_EMAIL="$ADMIN_EMAIL" ADMIN_PASSWORD="$ADMIN_PASSWORD" \
  node scripts/serve.mjs >"$WORK/server.log" 2>&1 &
SERVER_PID=$!
for _ in $(seq 1 600); do curl -sf "$BASE/v2/health" >/dev/null && break; sleep 0.1; done
curl -sf "$BASE/v2/health" >/dev/null || { echo "il server non risponde"; cat "$WORK/server.log"; exit 2; }

field() { node -e "let s='';process.stdin.on('data',d=>s+=d).on('end',()=>{try{console.log(JSON.parse(s)[process.argv[1]]??'')}catch{console.log('')}})" "$1"; }
post_json() { curl -s -X POST "$BASE$1" -H 'content-type: application/json' -H "X-Forwarded-For: 10.9.$((RANDOM % 250)).$((RANDOM % 250))" -d "$2"; }
admin_token() { post_json /v2/admin/login "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}" | field accessToken; }
AGENT_TOKEN="$(post_json /v2/8volante/user/user_login "{\"email\":\"$AGENT_EMAIL\",\"password\":\"$AGENT_PASSWORD\"}" | field token)"
[ -n "$AGENT_TOKEN" ] && [ -n "$(admin_token)" ] || { echo "login admin/agente non riuscito"; exit 2; }

COMMON=(--batch "--level=$LEVEL" "--risk=$RISK" --dbms=PostgreSQL --technique=BEUST --threads=2
  --flush-session "--output-dir=$OUT" --disable-coloring --answers="follow=N,keep testing=Y")
FOUND=0; INCOMPLETE=0
printf '%-58s %s\n' "obiettivo" "esito"

# scan <label> <extra sqlmap args…>
scan() {
  local label="$1"; shift
  local log="$WORK/$(echo "$label" | tr -c 'a-zA-Z0-9' '_').log" t0=$(date +%s)
  timeout "$TIMEOUT" sqlmap "${COMMON[@]}" "$@" >"$log" 2>&1; local rc=$?
  local secs=$(( $(date +%s) - t0 )) verdict
  if grep -q "identified the following injection point" "$log"; then
    verdict="INIETTABILE: $(grep -E "^Parameter:|Type:|Title:" "$log" | tr -s ' ' | paste -sd ';' -)"; FOUND=1
  elif grep -qE "all tested parameters do not appear to be injectable|all tested parameters appear to be not injectable" "$log"; then
    verdict="nessun parametro iniettabile"
  elif [ $rc -eq 124 ]; then
    verdict="incompleto: tempo scaduto dopo ${TIMEOUT}s (nessuna iniezione trovata fin lì)"; INCOMPLETE=1
  else
    verdict="incompleto (rc $rc): $(grep -E "\[(CRITICAL|ERROR)\]" "$log" | tail -1 | cut -c1-160)"; INCOMPLETE=1
  fi
  local codes; codes=$(grep -oE "^[0-9]{3} \([A-Za-z ]+\) - [0-9]+ times" "$log" | paste -sd ',' -)
  [ -n "$codes" ] && verdict="$verdict [risposte: $codes]"
  printf '%-58s %s (%ss)\n' "$label" "$verdict" "$secs"
}

AUTH_AGENT="Authorization: Bearer $AGENT_TOKEN"
scan "GET /v2/comuni?provincia=RM" -u "$BASE/v2/comuni?provincia=RM"
scan "GET /v2/comuni/search?q=roma" -u "$BASE/v2/comuni/search?q=roma"
scan "GET /v2/8volante/servizi/public_fetchAll?categoria=mutui" -u "$BASE/v2/8volante/servizi/public_fetchAll?categoria=mutui"
scan "GET /v2/agenzieUser/verify/<token*>" --ignore-code=404 -u "$BASE/v2/agenzieUser/verify/abcdef0123456789*"
scan "GET /v2/8volante/user/admin_get/<uuid*> (admin)" -u "$BASE/v2/8volante/user/admin_get/$AGENCY_ID*" \
  -H "Authorization: Bearer $(admin_token)"
scan "POST /v2/8volante/appuntamenti/admin_fetchAll (admin)" -u "$BASE/v2/8volante/appuntamenti/admin_fetchAll" \
  -H "Authorization: Bearer $(admin_token)" \
  --data "{\"agente\":\"\",\"azienda\":\"$AGENCY_ID\",\"state\":\"Inserito\",\"from\":\"2026-01-01\",\"to\":\"2026-12-31\",\"limit\":25,\"skip\":0}"
scan "POST /v2/8volante/appuntamenti/user_edit (agente)" -u "$BASE/v2/8volante/appuntamenti/user_edit" -H "$AUTH_AGENT" \
  --data "{\"_id\":\"$APPT_ID\",\"agenzia\":\"$AGENCY_ID\",\"state\":\"Inserito\",\"name\":\"Mario\",\"surname\":\"Rossi\",\"email\":\"cliente@example.it\",\"cellulare\":\"+39 333 1234567\",\"description\":\"nota\"}"
scan "POST /v2/agenzieUser/forgotPassword (JSON email)" -u "$BASE/v2/agenzieUser/forgotPassword" \
  --tamper=xforwardedfor --data '{"email":"agenzia-sqlmap@example.it"}'
scan "POST /v2/8volante/user/user_login (JSON email/password)" -u "$BASE/v2/8volante/user/user_login" \
  --tamper=xforwardedfor --ignore-code=401,429 \
  --data "{\"email\":\"$AGENT_EMAIL\",\"password\":\"$AGENT_PASSWORD\"}"

kill -0 "$SERVER_PID" 2>/dev/null || { echo "il server si è fermato durante la scansione"; cat "$WORK/server.log"; exit 2; }
n5xx=$(grep -c '"statusCode":5' "$WORK/server.log" || true)
echo "log del server: $n5xx righe con statusCode 5xx; durata totale $(( $(date +%s) - START ))s"
[ $FOUND -eq 1 ] && { echo "ESITO: trovati parametri iniettabili"; exit 1; }
[ $INCOMPLETE -eq 1 ] && echo "ESITO: nessuna iniezione trovata (alcuni obiettivi incompleti)" || echo "ESITO: nessuna iniezione trovata"
exit 0
