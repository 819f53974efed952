# Times warm replays of recordings in the reference engine (tobymao/18xx), for bench/replay-reference.ts.
# usage: ruby --yjit replay-timing.rb <checkout of tobymao/18xx> <runs> <recording.json>...
# Prints one JSON line per recording: {"file":…, "ms":[…]} (each run a whole Engine::Game.load).
ENV['ENGINE_LOG_LEVEL'] ||= '4'
require 'json'
require 'set'

# The engine loads its titles with the require_all gem, which Debian does not package: this
# stand-in requires every .rb under the given paths, retrying a file whose constants are not
# defined yet until a pass makes no progress.
def require_rel(*paths)
  base = File.dirname(caller_locations(1, 1)[0].absolute_path)
  pending = paths.flatten.flat_map do |p|
    full = File.expand_path(p, base)
    File.directory?(full) ? Dir.glob(File.join(full, '**', '*.rb')).sort : Dir.glob(full.end_with?('.rb') ? full : "#{full}.rb")
  end
  until pending.empty?
    failed = pending.reject do |f|
      require f
      true
    rescue NameError
      false
    end
    raise NameError, "cannot load #{failed.first}" if failed.size == pending.size
    pending = failed
  end
end
alias require_all require_rel
$LOADED_FEATURES << 'require_all.rb'

checkout, runs, *files = ARGV
$LOAD_PATH.unshift(File.join(checkout, 'lib'))
require 'engine'

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
