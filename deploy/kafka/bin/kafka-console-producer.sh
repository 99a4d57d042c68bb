#!/usr/bin/env bash
# Kafka's kafka-console-producer (org.apache.kafka.tools.ConsoleProducer) from deploy/kafka/libs.
exec "$(dirname "${BASH_SOURCE[0]}")/kafka-run-class.sh" org.apache.kafka.tools.ConsoleProducer "$@"
