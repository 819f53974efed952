/**
 * The map part of the engine: hexes, tiles, track, connectivity and routes.
 *
 * State lives in `MapState` (plain data); everything else is derived and cached per title
 * (grid, tile geometry, upgrade table) or per map state (board, graphs, chains). Mutate the
 * map through these functions, or call `invalidateMap` after changing it yourself.
 */
export type { HexState, MapState } from './state.js';
export type { MapContext, PhaseInfo } from './context.js';
export { hexCoordinates, invertEdge, hexDistance, splitHexId, type HexCoordinates } from './coords.js';
export { hexGrid, HexGrid, IMPASSABLE_HEX_COLORS } from './grid.js';
export type { TileGeometry, PathGeometry, NodeGeometry, NodeKind, PathEnd, Lane } from './geometry.js';
export { tileCatalog, TileCatalog, splitTileId, type TileRef } from './tiles.js';
export { boardFor, invalidateMap, Board } from './board.js';
export { initialMapState, addReservation } from './init.js';
export {
  tokenRefusal,
  placeToken,
  removeToken,
  placeHomeToken,
  tokenedCities,
  resolveCityId,
  cityId,
  tileReservedBy,
  cityReservedBy,
  tokenBlockedByReservation,
  promiseToken,
  tilesInSupply,
  type TokenRefusal,
  type TokenOptions,
  type CityRef,
  type HomeTokenResult,
} from './tokens.js';
export { upgradesTo, upgradeRefusalFor, upgradeTargets, hexUpgradeRefusal, nextColor, type UpgradeRefusal, type UpgradeHook, type UpgradeQuestion } from './upgrade.js';
export {
  legalRotations,
  rotationRefusal,
  trackRestrictionRefusal,
  canUpgrade,
  upgradeOptions,
  type LayReach,
  type LayRefusal,
  type LayCheck,
  type LayCheckOptions,
  type RotationRefusal,
  type TrackRestrictionRefusal,
} from './rotation.js';
export { layTile, cityMapFor, type LayTileOptions, type LayTileResult } from './lay.js';
export {
  corporationGraph,
  tokenableCities,
  routeInfo,
  CorporationGraph,
  type GraphExtras,
  type NodeRef,
  type RouteInfo,
} from './graph.js';
export { canToken } from './graph-walks.js';
export { baseRevenue, stopRevenue, revenueMultiplier, maxRevenue, isLocalTrain, type TrainInfo } from './revenue.js';
export { matchingChains, chainId, type Chain } from './chains.js';
export { cityTownPositions } from './town-edges.js';
export { evaluateRoutes, type RouteInput, type RouteResult, type RunResult, type StopInfo } from './route.js';
export { RouteError, type RouteErrorCode } from './errors.js';
export { optimiseRoutes } from './optimise/optimise.js';
export { recordedRoutes, runRoutesAction } from './optimise/action.js';
export type { Operator, OperatorTrain, OptimisedRoute, RouteRules, OptimiseResult, OptimiseStats } from './optimise/types.js';
