#!/usr/bin/env bash
# Fetch the pinned packages whose word lists scripts/build_offensive_words.py reads, by
# name with their ordinary clients, and unpack them into DIR: DIR/cuss,
# DIR/naughty-words and DIR/better_profanity. (Surge AI's list is read from
# ../shared/sources.)
set -euo pipefail
dir="${1:?usage: scripts/fetch_offensive_lists.sh DIR}"
mkdir -p "$dir"
cd "$dir"
npm pack --silent cuss@2.2.0 naughty-words@1.2.0 >/dev/null
for name in cuss naughty-words; do
  mkdir -p "$name"
  tar xzf "$name"-*.tgz -C "$name" --strip-components=1
done
pip download --quiet --no-deps --dest . better-profanity==0.7.0
python -m zipfile -e better_profanity-0.7.0-*.whl .
