#!/usr/bin/env bash
# Fuzzes layoutc with libFuzzer for a time budget:
#   Tests/Fuzz/fuzz.sh [pipeline|server|all] [SECONDS]     (default: all, 300 seconds per target)
# Builds `layoutc-fuzz` in release with libFuzzer's instrumentation (in .build/fuzz, apart from the normal
# build), gathers the seeds — Tests/Fuzz/corpus/<target>, and for the pipeline every sample and
# every `.layout` fixture — into .build/fuzz/corpus/<target> (kept between runs, so each run goes
# on from the last), and runs with the keyword dictionary Tests/Fuzz/layout.dict. A crash, a
# broken property (see Tests/Fuzz/Targets) or a timeout leaves its input in .build/fuzz/findings;
# turn it into a file under Tests/Fuzz/corpus/<target> and a regression test. Prints the
# executions and coverage libFuzzer reports; exits non-zero on a finding.
set -euo pipefail
cd "$(dirname "$0")/../.."
target="${1:-all}"
seconds="${2:-300}"
case "$target" in pipeline|server) targets=("$target") ;; all) targets=(pipeline server) ;;
  *) echo "usage: Tests/Fuzz/fuzz.sh [pipeline|server|all] [SECONDS]" >&2; exit 2 ;; esac

# Coverage for libFuzzer (and AddressSanitizer, which the coverage needs in swiftc), linked with
# libFuzzer's driver without its `main`: SwiftPM gives the executable one, which hands over to it.
fuzzer_lib="$(dirname "$(command -v swiftc)")/../lib/clang"
fuzzer_lib="$(find "$fuzzer_lib" -name 'libclang_rt.fuzzer_no_main-x86_64.a' | head -n 1)"
[ -n "$fuzzer_lib" ] || { echo "no libclang_rt.fuzzer_no_main in this toolchain" >&2; exit 2; }
swift build -c release --product layoutc-fuzz --scratch-path .build/fuzz -Xswiftc -DLAYOUTC_FUZZ \
  -Xswiftc -sanitize=address -Xswiftc -sanitize-coverage=edge,trace-cmp,inline-8bit-counters,pc-table \
  -Xlinker "$fuzzer_lib" -Xlinker -lstdc++ >&2
binary=".build/fuzz/release/layoutc-fuzz"
mkdir -p .build/fuzz/findings
status=0
for t in "${targets[@]}"; do
  corpus=".build/fuzz/corpus/$t"
  mkdir -p "$corpus"
  cp Tests/Fuzz/corpus/"$t"/* "$corpus"/
  if [ "$t" = pipeline ]; then
    find Samples Tests -name '*.layout' -not -path '*/.build/*' | while read -r f; do
      cp "$f" "$corpus/seed-$(echo "$f" | tr '/' '_')"
    done
  fi
  log=".build/fuzz/$t.log"
  echo "fuzzing $t for $seconds s (log: $log)" >&2
  # -rss_limit_mb: the pipeline's own limits must keep any input well under it.
  if ! LAYOUTC_FUZZ_TARGET="$t" "$binary" "$corpus" -dict=Tests/Fuzz/layout.dict -max_total_time="$seconds" \
      -max_len=8192 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
      -artifact_prefix=".build/fuzz/findings/$t-" >"$log" 2>&1; then
    status=1
    echo "$t: FINDING — see $log and .build/fuzz/findings" >&2
  fi
  grep -E '^#[0-9]+.*(DONE|pulse)|stat::number_of_executed_units|stat::peak_rss_mb|cov:' "$log" | tail -3 >&2 || true
done
exit $status
