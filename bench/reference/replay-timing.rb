# Times warm replays of recordings in the reference engine (tobymao/18xx), for bench/replay-reference.ts.
# usage: ruby --yjit replay-timing.rb <checkout of tobymao/18xx> <runs> <recording.json>...
# Prints one JSON line per recording: {"file":…, "ms":[…]} (each run a whole Engine::Game.load).
require_relative '../../scripts/reference/engine'

checkout, runs, *files = ARGV
load_reference_engine(checkout)

warmup = 3
files.each do |file|
  data = JSON.parse(File.read(file))
  times = (warmup + runs.to_i).times.map do
    start = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    Engine::Game.load(data, strict: false)
    (Process.clock_gettime(Process::CLOCK_MONOTONIC) - start) * 1000
  end
  puts JSON.generate({ file: file, ms: times.drop(warmup) })
  $stdout.flush
end
