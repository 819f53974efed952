# Loads the reference engine (tobymao/18xx) from a checkout, for the scripts that run it beside
# ours (bench/reference/replay-timing.rb, scripts/reference/judge.rb).
# usage: require_relative this file, then `load_reference_engine(checkout)`.
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

def load_reference_engine(checkout)
  $LOAD_PATH.unshift(File.join(checkout, 'lib'))
  require 'engine'
end
