#!/usr/bin/env bash
# Kafka's kafka-topics (org.apache.kafka.tools.TopicCommand) from deploy/kafka/libs.
exec "$(dirname "${BASH_SOURCE[0]}")/kafka-run-class.sh" org.apache.kafka.tools.TopicCommand "$@"
