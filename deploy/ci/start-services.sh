# Sourced by .ci/run: install and start what the tests exercise for real, then export
# the flags that turn "no broker / no prometheus" skips into failures.
#   - Java 17 + Maven fetch Apache Kafka 4.x from Maven Central (deploy/kafka/pom.xml);
#     the single-node KRaft broker listens on 127.0.0.1:9092 (deploy/kafka/start.sh).
#   - Debian's prometheus package for the scrape check (tests/deploy/test_prometheus.py).
# Idempotent and quick when everything is already installed and running.
# (No `set -e` here: .ci/run sets its own shell options; failures return non-zero.)

_dyneval_ci_start_services() {
    local repo
    repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
    local need=()
    command -v java >/dev/null 2>&1 || need+=(openjdk-17-jre-headless)
    command -v mvn >/dev/null 2>&1 || need+=(maven)
    command -v prometheus >/dev/null 2>&1 || need+=(prometheus)
    if ((${#need[@]})); then
        echo "ci: apt-get install ${need[*]}"
        apt-get update -qq || return 1
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            "${need[@]}" >/dev/null || return 1
    fi
    # Debian starts its own prometheus service on :9090 where it can; the test runs its own
    # on another port, so nothing to stop here.

    # The venv must exist before start.sh's readiness probe (it imports aiokafka).
    make -C "$repo" .venv/.installed >/dev/null || return 1
    "$repo/deploy/kafka/start.sh" || return 1

    export DYNEVAL_KAFKA_BOOTSTRAP=127.0.0.1:9092
    export DYNEVAL_REQUIRE_KAFKA=1
    export DYNEVAL_REQUIRE_PROMETHEUS=1
}

_dyneval_ci_start_services || { echo "ci: could not start the Kafka broker / Prometheus" >&2; exit 1; }
