#!/usr/bin/env bash
# Kafka's kafka-consumer-groups (org.apache.kafka.tools.consumer.group.ConsumerGroupCommand) from deploy/kafka/libs.
exec "$(dirname "${BASH_SOURCE[0]}")/kafka-run-class.sh" org.apache.kafka.tools.consumer.group.ConsumerGroupCommand "$@"
