#!/usr/bin/env bash
# Run a class of Kafka's own tools (org.apache.kafka:kafka-tools, fetched by ../fetch.sh)
# with the jars in ../libs, e.g.  kafka-run-class.sh org.apache.kafka.tools.TopicCommand --help
set -euo pipefail
kafka_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$kafka_dir/fetch.sh"
exec java -Xmx256m -Djava.awt.headless=true \
    -Dlog4j2.configurationFile="$kafka_dir/log4j2.properties" \
    -cp "$kafka_dir/libs/*" "$@"
