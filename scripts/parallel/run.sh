#!/usr/bin/env bash
# A sharded patience run over a handful of machines with GNU parallel (Debian's `parallel`):
# one shard a job slot, on the machines of a --sshloginfile (or `:` for this machine alone),
# each shard's per-deal file brought back, then merged into the summary of the whole range.
#   scripts/parallel/run.sh GAME DEALS SHARDS [SSHLOGINS] [OUT]
# SSHLOGINS is a file of `N/user@host` lines (N: jobs at once on that host) or `:` (default,
# this machine). `patience` must be on each host's PATH (or set PATIENCE to its path there).
# A shard that fails can be rerun alone: the same command with --resume completes its file.
set -euo pipefail
game=${1:?usage: run.sh GAME DEALS SHARDS [SSHLOGINS] [OUT]}
deals=${2:?usage: run.sh GAME DEALS SHARDS [SSHLOGINS] [OUT]}
shards=${3:?usage: run.sh GAME DEALS SHARDS [SSHLOGINS] [OUT]}
logins=${4:-:}
out=${5:-patience-$game-$deals}
patience=${PATIENCE:-patience}
command -v parallel >/dev/null || { apt-get update -qq && apt-get install -y -qq parallel; }
mkdir -p "$out"
if [[ $logins == : ]]; then where=(-S :); else where=(--sshloginfile "$logins"); fi
# Each job writes its shard file in its own working folder (--workdir ... on a remote host) and
# --return brings it back; --cleanup removes the remote copy.
seq 1 "$shards" | parallel --will-cite "${where[@]}" --workdir . --return "shard-{}.jsonl" \
  --cleanup --halt now,fail=1 \
  "$patience simulate $game --deals $deals --shard {}/$shards --threads 1 --quiet --resume --per-deal shard-{}.jsonl > /dev/null"
mv shard-*.jsonl "$out"/ 2>/dev/null || true
"$patience" merge "$out"/shard-*.jsonl --json "$out/summary.json" | tee "$out/summary.txt"
