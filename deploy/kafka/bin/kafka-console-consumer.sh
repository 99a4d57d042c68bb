#!/usr/bin/env bash
# Kafka's kafka-console-consumer (org.apache.kafka.tools.consumer.ConsoleConsumer) from deploy/kafka/libs.
exec "$(dirname "${BASH_SOURCE[0]}")/kafka-run-class.sh" org.apache.kafka.tools.consumer.ConsoleConsumer "$@"
