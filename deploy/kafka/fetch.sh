#!/usr/bin/env bash
# Fetch Apache Kafka (kafka_2.13) and its logging binding from Maven Central into libs/.
# Idempotent: does nothing when libs/ already holds what pom.xml names.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
cd "$here"

stamp="libs/.pom.sha256"
want="$(sha256sum pom.xml | cut -d' ' -f1)"
if [[ -f "$stamp" && "$(cat "$stamp")" == "$want" ]] && compgen -G "libs/kafka_2.13-*.jar" >/dev/null; then
    exit 0
fi

if ! command -v mvn >/dev/null 2>&1; then
    echo "fetch.sh: mvn is not installed; install it (apt-get install -y maven) and retry" >&2
    exit 1
fi
if ! command -v java >/dev/null 2>&1; then
    echo "fetch.sh: java is not installed; Kafka 4.x needs Java 17+ (apt-get install -y openjdk-17-jre-headless)" >&2
    exit 1
fi

echo "fetch.sh: fetching Kafka jars into $here/libs" >&2
rm -rf libs
mvn -q -B -Dstyle.color=never dependency:copy-dependencies -DincludeScope=runtime -DoutputDirectory=libs
echo "$want" >"$stamp"
echo "fetch.sh: $(ls libs/*.jar | wc -l) jars in libs/" >&2
