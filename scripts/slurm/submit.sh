#!/usr/bin/env bash
# Submits a sharded patience run to Slurm: an array of SHARDS tasks with CPUS threads each, and
# the merge as a job that waits for all of them. Prints the two job ids.
#   scripts/slurm/submit.sh GAME DEALS SHARDS [CPUS] [OUT]
# Environment: PATIENCE (the binary, default `patience` on the PATH), START (first deal, 1),
# and any sbatch option through SBATCH_* variables (SBATCH_PARTITION, SBATCH_TIMELIMIT, ...).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
game=${1:?usage: submit.sh GAME DEALS SHARDS [CPUS] [OUT]}
deals=${2:?usage: submit.sh GAME DEALS SHARDS [CPUS] [OUT]}
shards=${3:?usage: submit.sh GAME DEALS SHARDS [CPUS] [OUT]}
cpus=${4:-1}
out=$(realpath -m "${5:-patience-$game-$deals}")
mkdir -p "$out"
export GAME=$game DEALS=$deals SHARDS=$shards OUT=$out PATIENCE=${PATIENCE:-patience} START=${START:-1}
array=$(sbatch --parsable --array="1-$shards" --cpus-per-task="$cpus" --chdir="$out" \
  --export=ALL "$here/patience-array.sbatch")
array=${array%%;*}
merge=$(sbatch --parsable --dependency="afterok:$array" --chdir="$out" --export=ALL \
  "$here/patience-merge.sbatch")
merge=${merge%%;*}
echo "array $array merge $merge out $out"
