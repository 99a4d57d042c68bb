#!/usr/bin/env bash
# Stop the broker that start.sh started (by its pid file). Idempotent.
# --wipe also deletes data/ (topics, offsets, the formatted storage).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"
pidfile="data/broker.pid"

if [[ -f "$pidfile" ]]; then
    pid="$(cat "$pidfile")"
    if kill -0 "$pid" 2>/dev/null; then
        kill -TERM "$pid"
        for _ in $(seq 1 150); do
            kill -0 "$pid" 2>/dev/null || break
            sleep 0.2
        done
        if kill -0 "$pid" 2>/dev/null; then
            echo "kafka: pid $pid ignored SIGTERM for 30s; sending SIGKILL" >&2
            kill -KILL "$pid" 2>/dev/null || true
        fi
        echo "kafka: stopped (pid $pid)"
    else
        echo "kafka: not running (stale pid file removed)"
    fi
    rm -f "$pidfile"
else
    echo "kafka: not running"
fi

if [[ "${1:-}" == "--wipe" ]]; then
    rm -rf data
    echo "kafka: data/ wiped"
fi
