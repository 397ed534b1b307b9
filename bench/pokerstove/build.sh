#!/usr/bin/env bash
# Builds PokerStove (github.com/andrewprock/pokerstove, pinned below) from source with CMake, and
# bench/pokerstove/omaha.cpp against its libraries; prints the driver's path on stdout (logs on stderr).
# The build is cached under ${TMPDIR:-/tmp} by a hash of the commit, the driver and the flags.
#
# Sources, first found: POKERSTOVE_SRC (a checkout of the pinned commit), POKERSTOVE_GIT (a git
# directory holding the commit: `git archive` of it), else a clone from GitHub.
# Needs cmake, g++ and Boost (Debian: apt-get install cmake g++ libboost-dev libboost-program-options-dev).
# Flags: CXXFLAGS (default -O3 -march=native, as the perf kit builds OMPEval).
set -euo pipefail

COMMIT=ae377e23cfd0cf2a5e2cdc11891a93307a30a65d
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
FLAGS="${CXXFLAGS:--O3 -march=native}"
say() { printf '[pokerstove] %s\n' "$*" >&2; }

missing=()
command -v cmake >/dev/null || missing+=(cmake)
command -v g++ >/dev/null || missing+=(g++)
[[ -f /usr/include/boost/program_options.hpp || -n "${BOOST_ROOT:-}" ]] || missing+=(libboost-dev libboost-program-options-dev)
if ((${#missing[@]})); then
  say "missing: ${missing[*]} (Debian: apt-get install ${missing[*]})"
  exit 3
fi

KEY="$(printf '%s %s ' "$COMMIT" "$FLAGS" | cat - "$HERE/omaha.cpp" "$HERE/build.sh" | sha1sum | cut -c1-12)"
OUT="${TMPDIR:-/tmp}/pokerworks-pokerstove-$KEY"
if [[ -x "$OUT/omaha" ]]; then
  echo "$OUT/omaha"
  exit 0
fi
rm -rf "$OUT"
mkdir -p "$OUT/src"
if [[ -n "${POKERSTOVE_SRC:-}" ]]; then
  say "sources from $POKERSTOVE_SRC"
  cp -R "$POKERSTOVE_SRC/." "$OUT/src/"
elif [[ -n "${POKERSTOVE_GIT:-}" ]]; then
  say "sources: git archive $COMMIT of $POKERSTOVE_GIT"
  git --git-dir="$POKERSTOVE_GIT" archive --format=tar "$COMMIT" | tar -x -C "$OUT/src"
else
  say "sources: cloning github.com/andrewprock/pokerstove at $COMMIT"
  git clone --quiet https://github.com/andrewprock/pokerstove "$OUT/src" >&2
  git -C "$OUT/src" checkout --quiet "$COMMIT"
fi

# Only the evaluation and enumeration libraries and ps-eval are built (not the tests), with Release
# settings and the flags above.
say "cmake (Release, $FLAGS): peval, penum, ps-eval"
cmake -S "$OUT/src" -B "$OUT/build" -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS="$FLAGS" >"$OUT/cmake.log" 2>&1 || {
  tail -20 "$OUT/cmake.log" >&2
  exit 1
}
cmake --build "$OUT/build" --target peval penum ps-eval -j "$(nproc)" >"$OUT/build.log" 2>&1 || {
  tail -20 "$OUT/build.log" >&2
  exit 1
}
say "driver: bench/pokerstove/omaha.cpp"
# shellcheck disable=SC2086
g++ $FLAGS -DNDEBUG -std=c++14 -I"$OUT/src/src/lib" "$HERE/omaha.cpp" -L"$OUT/build/lib" -lpenum -lpeval -o "$OUT/omaha.tmp"
mv "$OUT/omaha.tmp" "$OUT/omaha"
echo "$OUT/omaha"
