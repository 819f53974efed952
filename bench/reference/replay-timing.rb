# Times warm replays of recordings in the reference engine (tobymao/18xx), for bench/replay-reference.ts.
# usage: ruby --yjit replay-timing.rb <checkout of tobymao/18xx> <runs> <recording.json>...
#   Prints one JSON line per recording: {"file":…, "ms":[…]} (each run a whole Engine::Game.load),
#   after 3 untimed runs of it.
# usage: ruby --yjit replay-timing.rb <checkout of tobymao/18xx> --serve
#   Reads one request a line, {"file":…, "runs":N, "warmup":W}, and answers each with a line as
#   above: W untimed runs, then N timed. The bench asks for one run at a time, alternating with
#   its own, so a slow spell of the machine weighs on both engines alike.
require_relative '../../scripts/reference/engine'

checkout, runs, *files = ARGV
load_reference_engine(checkout)

recordings = {}
time_replays = lambda do |file, count, warmup|
  data = recordings[file] ||= JSON.parse(File.read(file))
  times = (warmup + count).times.map do
    start = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    Engine::Game.load(data, strict: false)
    (Process.clock_gettime(Process::CLOCK_MONOTONIC) - start) * 1000
  end
  puts JSON.generate({ file: file, ms: times.drop(warmup) })
  $stdout.flush
end

if runs == '--serve'
  $stdin.each_line do |line|
    request = JSON.parse(line)
    time_replays.call(request['file'], request['runs'].to_i, request['warmup'].to_i)
  end
else
  files.each { |file| time_replays.call(file, runs.to_i, 3) }
end
