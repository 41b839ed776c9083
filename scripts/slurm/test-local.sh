#!/usr/bin/env bash
# A real Slurm on this one machine: installs Debian's slurm-wlm and munge if missing, starts
# munged (if none runs), slurmctld and slurmd as root (proctrack/linuxproc, task/none; state,
# spool and logs in a temporary folder), submits a 4-task array over a real workload with the
# merge as a dependent job, waits, and compares the merged summary with a single-machine run of
# the same deals (every field but the timing ones). Stops the daemons it started, by their pid
# files. Exit 0 and PASS when identical.
#   scripts/slurm/test-local.sh [GAME] [DEALS]      default: nestor 400000
set -euo pipefail
cd "$(dirname "$0")/../.."
game=${1:-nestor}
deals=${2:-400000}
shards=4
t0=$(date +%s)

if ! command -v slurmctld >/dev/null || ! command -v munged >/dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq slurm-wlm munge >/dev/null
fi
cargo build --release --quiet
patience=$(realpath target/release/patience)

work=$(mktemp -d /tmp/patience-slurm.XXXXXX)
mkdir -p "$work/state" "$work/spool" "$work/out"
host=$(hostname -s)
cpus=$(nproc)
mem=$(( $(awk '/MemTotal/ {print $2}' /proc/meminfo) / 1024 - 512 ))
export SLURM_CONF=$work/slurm.conf
cat >"$SLURM_CONF" <<CONF
ClusterName=patience-local
SlurmctldHost=$host(127.0.0.1)
SlurmUser=root
SlurmdUser=root
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/backfill
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
MpiDefault=none
ReturnToService=2
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
SlurmctldPort=6817
SlurmdPort=6818
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus RealMemory=$mem State=UNKNOWN
PartitionName=local Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF

started_munge=no
stop() {
  for d in slurmd slurmctld; do
    if [[ -f $work/$d.pid ]]; then kill "$(cat "$work/$d.pid")" 2>/dev/null || true; fi
  done
  if [[ $started_munge == yes && -n ${munge_pid:-} ]]; then
    kill "$munge_pid" 2>/dev/null || true
  fi
  sleep 1
  # Keep the logs of a failed run; a passed one leaves nothing behind.
  [[ ${verdict:-} == PASS ]] && rm -rf "$work"
  return 0
}
trap stop EXIT

if ! pgrep -x munged >/dev/null; then
  mkdir -p /run/munge /var/log/munge /var/lib/munge /etc/munge
  [[ -s /etc/munge/munge.key ]] || dd if=/dev/urandom of=/etc/munge/munge.key bs=1024 count=1 status=none
  chown -R munge: /etc/munge /run/munge /var/log/munge /var/lib/munge 2>/dev/null || true
  chmod 400 /etc/munge/munge.key
  runuser -u munge -- munged 2>/dev/null || munged --force
  started_munge=yes
  for _ in $(seq 20); do [[ -S /run/munge/munge.socket.2 ]] && break; sleep 0.5; done
  munge_pid=$(cat /run/munge/munged.pid 2>/dev/null || pgrep -o -x munged)
fi
slurmctld -i
slurmd
for _ in $(seq 60); do
  state=$(sinfo -h -N -o %t 2>/dev/null | head -1 || true)
  [[ $state == idle* ]] && break
  sleep 1
done
[[ ${state:-} == idle* ]] || { echo "FAIL: the node did not come up ($state)"; tail "$work"/*.log; exit 1; }

read -r _ array _ merge _ out < <(PATIENCE=$patience scripts/slurm/submit.sh "$game" "$deals" "$shards" 1 "$work/out")
echo "submitted: array $array, merge $merge (after the array), output in $out"
for _ in $(seq 3600); do
  squeue -h -j "$array,$merge" 2>/dev/null | grep -q . || break
  sleep 1
done
[[ -s $out/summary.json ]] || { echo "FAIL: no merged summary"; cat "$out"/*.out 2>/dev/null | tail; exit 1; }
cluster_secs=$(( $(date +%s) - t0 ))

"$patience" simulate "$game" --deals "$deals" --quiet --json "$work/single.json" >/dev/null
if python3 - "$out/summary.json" "$work/single.json" <<'PY'
import json, sys
def figures(path):
    v = json.load(open(path))
    for k in ("seconds", "deals_per_second", "threads", "command"):
        v.pop(k, None)
    return v
a, b = figures(sys.argv[1]), figures(sys.argv[2])
sys.exit(0 if a == b else 1)
PY
then
  verdict=PASS
else
  verdict=FAIL
fi
cat "$out/summary.txt"
echo "$verdict: $shards-task Slurm array of $game, $deals deals, merged = single run" \
  "(every field but timing); cluster part ${cluster_secs} s, all $(( $(date +%s) - t0 )) s"
[[ $verdict == PASS ]]
