#!/usr/bin/env bash
# Start the single-node KRaft broker on 127.0.0.1:9092 (controller 127.0.0.1:9093) in the
# background. Fetches the jars and formats storage on first use; returns at once when the
# broker already runs. Ready means: port open and a metadata round-trip through aiokafka.
#
# Env: KAFKA_HEAP (default 512m), KAFKA_READY_TIMEOUT_S (default 90), PYTHON (default
# <repo>/.venv/bin/python, else python3).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
cd "$here"

host=127.0.0.1
port=9092
heap="${KAFKA_HEAP:-512m}"
timeout_s="${KAFKA_READY_TIMEOUT_S:-90}"
python="${PYTHON:-}"
if [[ -z "$python" ]]; then
    if [[ -x "$repo/.venv/bin/python" ]]; then python="$repo/.venv/bin/python"; else python=python3; fi
fi
pidfile="data/broker.pid"
logfile="data/broker.log"

port_open() { (exec 3<>"/dev/tcp/$host/$port") 2>/dev/null; }
ready() { "$python" "$here/wait_ready.py" "$host:$port" --timeout "${1:-5}"; }

if [[ -f "$pidfile" ]] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
    if ready 30; then
        echo "kafka: already running (pid $(cat "$pidfile")) on $host:$port"
        exit 0
    fi
    echo "kafka: pid $(cat "$pidfile") is alive but the broker does not answer; see $here/$logfile" >&2
    exit 1
fi
rm -f "$pidfile"
if port_open; then
    if ready 10; then
        echo "kafka: a broker not started by this script already answers on $host:$port; using it"
        exit 0
    fi
    echo "kafka: $host:$port is taken by something that is not a Kafka broker; free the port" >&2
    exit 1
fi

"$here/fetch.sh"
mkdir -p data

cp=(-cp "libs/*")
if [[ ! -f data/kraft-logs/meta.properties ]]; then
    cluster_id="$(java "${cp[@]}" kafka.tools.StorageTool random-uuid)"
    java -Dlog4j2.configurationFile=log4j2.properties "${cp[@]}" kafka.tools.StorageTool \
        format --standalone -t "$cluster_id" -c server.properties >/dev/null
    echo "kafka: formatted data/kraft-logs with cluster id $cluster_id"
fi

nohup java "-Xmx$heap" "-Xms128m" -XX:+UseG1GC -XX:MaxGCPauseMillis=20 \
    -Djava.awt.headless=true -Dlog4j2.configurationFile=log4j2.properties \
    "${cp[@]}" kafka.Kafka server.properties >"$logfile" 2>&1 </dev/null &
pid=$!
echo "$pid" >"$pidfile"

deadline=$((SECONDS + timeout_s))
until port_open; do
    if ! kill -0 "$pid" 2>/dev/null; then
        rm -f "$pidfile"
        echo "kafka: the broker exited during start-up; last lines of $here/$logfile:" >&2
        tail -n 30 "$logfile" >&2
        exit 1
    fi
    if ((SECONDS >= deadline)); then
        echo "kafka: port $port not open after ${timeout_s}s; see $here/$logfile" >&2
        exit 1
    fi
    sleep 0.2
done
remaining=$((deadline - SECONDS))
if ! ready $((remaining > 5 ? remaining : 5)); then
    echo "kafka: port open but no metadata round-trip; see $here/$logfile" >&2
    exit 1
fi
echo "kafka: running (pid $pid) on $host:$port"
