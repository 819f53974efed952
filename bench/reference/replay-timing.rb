# Times warm replays of recordings in the reference engine (tobymao/18xx), for bench/replay-reference.ts.
# usage: ruby --yjit replay-timing.rb <checkout of tobymao/18xx> --serve
#   Reads one request a line, {"file":…, "runs":N, "warmup":W}, and answers each with one line,
#   {"file":…, "ms":[…]}: W untimed runs of the recording, then N timed (each a whole
#   Engine::Game.load). The bench asks for one run at a time, alternating with its own, so both
#   engines are timed within the same few seconds.
require_relative '../../scripts/reference/engine'

checkout, mode = ARGV
abort 'usage: ruby --yjit replay-timing.rb <checkout of tobymao/18xx> --serve' unless mode == '--serve'
load_reference_engine(checkout)

recordings = {}
$stdin.each_line do |line|
  request = JSON.parse(line)
  file = request['file']
  data = recordings[file] ||= JSON.parse(File.read(file))
  warmup = request['warmup'].to_i
  times = (warmup + request['runs'].to_i).times.map do
    start = Process.clock_gettime(Process::CLOCK_MONOTONIC)
    Engine::Game.load(data, strict: false)
    (Process.clock_gettime(Process::CLOCK_MONOTONIC) - start) * 1000
  end
  puts JSON.generate({ file: file, ms: times.drop(warmup) })
  $stdout.flush
end
