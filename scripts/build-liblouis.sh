#!/usr/bin/env bash
# Builds liblouis 3.24.0 to WebAssembly for the browser and the server (the ADA tactile signs).
# Output: packages/domain/vendor/liblouis/liblouis.mjs (an ES module with the wasm and the tables
# the en-ueb-g2 translation needs embedded, so Vite and Node load it the same way) + VERSION.
# Built for the web environment only: with everything embedded, Node runs it as it is, and
# emscripten 3.1.6's Node glue would use __dirname (absent in ES modules) and install process-wide
# uncaughtException/unhandledRejection handlers in the server.
#
#   LIBLOUIS_SRC=/path/to/liblouis-checkout-at-v3.24.0 scripts/build-liblouis.sh
#
# Needs Debian's emscripten (apt-get install emscripten; 3.1.6 on bookworm). The source is the
# liblouis repository at tag v3.24.0, the version of Debian bookworm's liblouis-bin, whose
# lou_translate made the corpus the tests compare against (see packages/domain/src/tactile/).
set -euo pipefail
: "${LIBLOUIS_SRC:?set LIBLOUIS_SRC to a liblouis source tree at tag v3.24.0}"
VERSION=3.24.0
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/packages/domain/vendor/liblouis"
TOP_TABLES="unicode.dis en-ueb-g2.ctb"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

grep -q "AC_INIT(\[Liblouis\], \[$VERSION\]" "$LIBLOUIS_SRC/configure.ac" ||
  { echo "LIBLOUIS_SRC is not liblouis $VERSION" >&2; exit 1; }

# The two files autotools would generate: the public header (4-byte widechar, as Debian's
# --enable-ucs4 build) and config.h.
sed 's/@WIDECHAR_TYPE@/unsigned int/' "$LIBLOUIS_SRC/liblouis/liblouis.h.in" >"$WORK/liblouis.h"
printf '#define PACKAGE_VERSION "%s"\n#define TABLESDIR "/tables"\n' "$VERSION" >"$WORK/config.h"

# Only the tables the translation reads: the top tables and what they include, recursively.
mkdir -p "$WORK/tables"
queue=($TOP_TABLES)
while ((${#queue[@]})); do
  t="${queue[0]}"; queue=("${queue[@]:1}")
  [[ -e "$WORK/tables/$t" ]] && continue
  cp "$LIBLOUIS_SRC/tables/$t" "$WORK/tables/$t"
  for inc in $(sed -n 's/^[[:space:]]*include[[:space:]]\+\([^[:space:]]\+\).*/\1/p' "$LIBLOUIS_SRC/tables/$t"); do
    queue+=("$inc")
  done
done

# Debian's emscripten runs its JS optimizer with Debian's node modules (node-acorn).
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"
emcc -O2 -I"$WORK" -I"$LIBLOUIS_SRC/liblouis" \
  "$LIBLOUIS_SRC"/liblouis/{compileTranslationTable,lou_translateString,lou_backTranslateString,commonTranslationFunctions,metadata,pattern,logging,utils}.c \
  -o "$WORK/liblouis.mjs" \
  -sMODULARIZE=1 -sEXPORT_ES6=1 -sEXPORT_NAME=createLiblouis -sSINGLE_FILE=1 \
  -sENVIRONMENT=web,worker -sALLOW_MEMORY_GROWTH=1 -sFILESYSTEM=1 \
  -sEXPORTED_FUNCTIONS=_lou_translateString,_lou_charSize,_lou_version,_malloc,_free \
  -sEXPORTED_RUNTIME_METHODS=ccall,getValue,setValue \
  --embed-file "$WORK/tables@/tables"

mkdir -p "$OUT"
{ echo "/* liblouis $VERSION (LGPL-2.1-or-later), built by scripts/build-liblouis.sh with $(emcc --version | head -1) */"; cat "$WORK/liblouis.mjs"; } >"$OUT/liblouis.mjs"
ls "$WORK/tables" >"$OUT/TABLES"
echo "$VERSION" >"$OUT/VERSION"
echo "built $OUT/liblouis.mjs ($(wc -c <"$OUT/liblouis.mjs") bytes) with tables: $(tr '\n' ' ' <"$OUT/TABLES")"
