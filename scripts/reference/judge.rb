# Loads recordings in the reference engine (tobymao/18xx) as a live game would judge them, for
# scripts/crosscheck.ts.
# usage: ruby --yjit judge.rb <checkout of tobymao/18xx> <recording.json>...
# Prints one JSON line per recording: {"file":…, "finished":…, "result":{player id: score}} or
# {"file":…, "error":…} where the reference refused an action or failed. An unfinished game in
# which no step waits on anyone, or the entity it waits on has no move or has closed, also says
# {"stalled":{"entity":…, "after":…, "closed":…}} (no entity where no step waits): the reference
# stopped there and no action could take it further (see verdict.ts), so where it refuses an
# action recorded after such a stop, the stall is what it reports.
#
# Loading a game, the reference takes a recorded run's revenue on trust; a live game computes it
# from the route and refuses an illegal one. Unless TRUST_REVENUE=1, the recorded revenues are
# removed first, so every route is judged as it was in play; all but a run with a local train
# (18EU's Pullman): its route is stored as a hex alone (`[["local", hex]]`), from which the
# reference rebuilds the stop only at a city the corporation has a token in, the first such in
# a hex of two cities, so it can judge neither that route nor the others' overlap with it.
require_relative 'engine'

# Actions open to anyone at any time, which move no game on: chat, the log, ending the game by
# agreement, and programming one's own future moves.
OUTSIDE_PLAY = %w[message log end_game undo redo].freeze

# Where the game is unfinished and no step waits on anyone, or the entity it waits on has no move
# (OUTSIDE_PLAY aside) or has closed: that entity, if any, and the id of the last action taken.
# The reference stopped there.
def stall_of(game)
  return nil if game.finished

  after = game.actions.last&.id.to_i
  # No step waits on anyone (Game#current_entity would name the last action's entity instead).
  entity = game.round.active_step&.current_entity
  return { after: after } unless entity

  id = entity.respond_to?(:id) ? entity.id.to_s : entity.to_s
  # Waiting on a corporation that has closed: the step was cached as active before it closed.
  return { entity: id, after: after, closed: true } if entity.respond_to?(:closed?) && entity.closed?

  moves = game.round.actions_for(entity).reject { |type| OUTSIDE_PLAY.include?(type) || type.start_with?('program_') }
  return nil unless moves.empty?

  { entity: id, after: after }
end

# The game and its stall after the first action at which play had stalled, the recording
# replayed one action at a time (the state a refusal leaves is no guide: the reference does not
# roll back a refused action, nor the auto actions it carried); nil where it never stalled.
def first_stall(data)
  game = Engine::Game.load(data, strict: true, at_action: 0)
  data['actions'].each do |action|
    game.process_to_action(action['id'])
    return nil if game.exception

    stall = stall_of(game)
    return [game, stall] if stall
  end
  nil
end

checkout, *files = ARGV
load_reference_engine(checkout)

files.each do |file|
  data = JSON.parse(File.read(file))
  unless ENV['TRUST_REVENUE'] == '1'
    data['actions'].each do |action|
      next unless action['type'] == 'run_routes'
      next if action['routes'].any? { |route| route['connections']&.first&.first == 'local' }

      action['routes'].each do |route|
        route.delete('revenue')
        route.delete('revenue_str')
      end
    end
  end
  line =
    begin
      game = Engine::Game.load(data, strict: true)
      if game.exception
        # Refused: as a stall where play had stalled before the refusal (any action after one is
        # refused), else as the refusal it is.
        stalled_game, stall = first_stall(data)
        if stall
          { file: file, finished: false, result: stalled_game.result.transform_keys(&:to_s), stalled: stall }
        else
          { file: file, error: game.exception.to_s }
        end
      else
        stall = stall_of(game)
        { file: file, finished: game.finished, result: game.result.transform_keys(&:to_s), **(stall ? { stalled: stall } : {}) }
      end
    rescue StandardError, SystemStackError => e
      # (A stack overflow is the reference's own failure, on this game alone: not the end of the others.)
      { file: file, error: "#{e.class}: #{e}" }
    end
  line[:error] = line[:error].lines.first.to_s.strip[0, 300] if line[:error]
  puts JSON.generate(line)
  $stdout.flush
end
