import type { Redis } from 'ioredis';
import type { TrackInfo } from '@common/rooms';
import type {
  NewRoom,
  ParticipantChange,
  PlaybackClock,
  RoomHead,
  RoomParticipant,
  RoomRecord,
  RoomStore,
} from '../rooms/store';

/**
 * Keys, under the deployment's prefix:
 * - `rooms`: sorted set of room ids by creation time;
 * - `room:{id}`: hash of name, createdAt, track (JSON or ''), playback (JSON), host (socket id);
 * - `room:{id}:order`: list of socket ids in join order;
 * - `room:{id}:people`: hash socket id -> participant JSON;
 * - `process:{processId}:members`: set of `roomId\nsocketId` where that process's sockets take part.
 * Every change is one Lua script, so it is atomic across processes.
 */
const LUA_PRELUDE = `
local prefix = ARGV[1]
local roomId = ARGV[2]
local function snapshot()
  return { redis.call('HGETALL', KEYS[1]), redis.call('LRANGE', KEYS[2], 0, -1), redis.call('HGETALL', KEYS[3]) }
end
local function head()
  return redis.call('HGETALL', KEYS[1])
end
local function memberKey(processId)
  return prefix .. 'process:' .. processId .. ':members'
end
local function nextHost(leaving, activeOnly)
  local first = false
  for _, socketId in ipairs(redis.call('LRANGE', KEYS[2], 0, -1)) do
    if socketId ~= leaving then
      local raw = redis.call('HGET', KEYS[3], socketId)
      if raw then
        if cjson.decode(raw).isActive == true then return raw end
        if not first then first = raw end
      end
    end
  end
  if activeOnly then return false end
  return first
end
`;

const CREATE = `${LUA_PRELUDE}
if redis.call('EXISTS', KEYS[1]) == 1 then return false end
redis.call('HSET', KEYS[1], 'name', ARGV[3], 'createdAt', ARGV[4], 'track', ARGV[5], 'playback', ARGV[6], 'host', ARGV[7])
redis.call('RPUSH', KEYS[2], ARGV[7])
redis.call('HSET', KEYS[3], ARGV[7], ARGV[8])
redis.call('ZADD', KEYS[4], ARGV[4], roomId)
redis.call('SADD', memberKey(ARGV[9]), roomId .. '\\n' .. ARGV[7])
return snapshot()
`;

const ADD = `${LUA_PRELUDE}
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local socketId = ARGV[3]
local incoming = cjson.decode(ARGV[4])
local existing = redis.call('HGET', KEYS[3], socketId)
local stored = ARGV[4]
if existing then
  local p = cjson.decode(existing)
  if p.processId ~= incoming.processId then
    redis.call('SREM', memberKey(p.processId), roomId .. '\\n' .. socketId)
  end
  p.isActive = true
  p.processId = incoming.processId
  p.username = incoming.username
  stored = cjson.encode(p)
else
  redis.call('RPUSH', KEYS[2], socketId)
end
redis.call('HSET', KEYS[3], socketId, stored)
redis.call('SADD', memberKey(incoming.processId), roomId .. '\\n' .. socketId)
-- An inactive host (dropped, maybe for good) must not keep the controls from someone who is here.
if incoming.isActive == true then
  local hostId = redis.call('HGET', KEYS[1], 'host')
  if hostId ~= socketId then
    local hostRaw = redis.call('HGET', KEYS[3], hostId)
    if hostRaw and cjson.decode(hostRaw).isActive ~= true then redis.call('HSET', KEYS[1], 'host', socketId) end
  end
end
return snapshot()
`;

/** ARGV: prefix, roomId, socketId, onlyIfInactive ('1'/'0'), required process id ('' for any). */
const REMOVE = `${LUA_PRELUDE}
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local socketId = ARGV[3]
local raw = redis.call('HGET', KEYS[3], socketId)
if not raw then return { 0, false, false, 0, head() } end
local p = cjson.decode(raw)
if (ARGV[4] == '1' and p.isActive == true) or (ARGV[5] ~= '' and p.processId ~= ARGV[5]) then
  return { 0, false, false, 0, head() }
end
redis.call('HDEL', KEYS[3], socketId)
redis.call('LREM', KEYS[2], 1, socketId)
redis.call('SREM', memberKey(p.processId), roomId .. '\\n' .. socketId)
if redis.call('LLEN', KEYS[2]) == 0 then
  redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
  redis.call('ZREM', KEYS[4], roomId)
  return { 1, raw, false, 1, false }
end
local newHost = false
if redis.call('HGET', KEYS[1], 'host') == socketId then
  newHost = nextHost(socketId, false)
  redis.call('HSET', KEYS[1], 'host', cjson.decode(newHost).socketId)
end
return { 1, raw, newHost, 0, head() }
`;

/** ARGV: prefix, roomId, socketId, isActive ('1'/'0'). */
const SET_ACTIVE = `${LUA_PRELUDE}
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local socketId = ARGV[3]
local raw = redis.call('HGET', KEYS[3], socketId)
if not raw then return { 0, false, false, 0, head() } end
local p = cjson.decode(raw)
local active = ARGV[4] == '1'
p.isActive = active
if not active then p.isBuffering = false end
local stored = cjson.encode(p)
redis.call('HSET', KEYS[3], socketId, stored)
local newHost = false
if not active and redis.call('HGET', KEYS[1], 'host') == socketId then
  newHost = nextHost(socketId, true)
  if newHost then redis.call('HSET', KEYS[1], 'host', cjson.decode(newHost).socketId) end
end
return { 1, stored, newHost, 0, head() }
`;

/** ARGV: prefix, roomId, playback JSON, track JSON ('' to keep the track). */
const SET_PLAYBACK = `${LUA_PRELUDE}
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
redis.call('HSET', KEYS[1], 'playback', ARGV[3])
if ARGV[4] ~= '' then redis.call('HSET', KEYS[1], 'track', ARGV[4]) end
return 1
`;

/** ARGV: prefix, roomId, socketId, isBuffering ('1'/'0'). */
const SET_BUFFERING = `${LUA_PRELUDE}
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local raw = redis.call('HGET', KEYS[3], ARGV[3])
if not raw then return false end
local p = cjson.decode(raw)
p.isBuffering = ARGV[4] == '1'
redis.call('HSET', KEYS[3], ARGV[3], cjson.encode(p))
return snapshot()
`;

/** ARGV: prefix, roomId, socketId. The room's hash, the socket's participant (or false), the host's. */
const PLACE = `${LUA_PRELUDE}
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
local meta = redis.call('HGETALL', KEYS[1])
local hostId = redis.call('HGET', KEYS[1], 'host')
return { meta, redis.call('HGET', KEYS[3], ARGV[3]), redis.call('HGET', KEYS[3], hostId) }
`;

const READ = `${LUA_PRELUDE}
if redis.call('EXISTS', KEYS[1]) == 0 then return false end
return snapshot()
`;

type Snapshot = [string[], string[], string[]];
/** Changed (1/0), the participant as it was stored, the new host, deleted (1/0), the room's hash after. */
type ChangeReply = [number, string | null, string | null, number, string[] | null];

interface ScriptedRedis {
  roomCreate(...args: string[]): Promise<Snapshot | null>;
  roomAdd(...args: string[]): Promise<Snapshot | null>;
  roomRemove(...args: string[]): Promise<ChangeReply | null>;
  roomSetActive(...args: string[]): Promise<ChangeReply | null>;
  roomSetPlayback(...args: string[]): Promise<1 | null>;
  roomSetBuffering(...args: string[]): Promise<Snapshot | null>;
  roomRead(...args: string[]): Promise<Snapshot | null>;
  roomPlace(...args: string[]): Promise<[string[], string | null, string | null] | null>;
}

const SCRIPTS = {
  roomCreate: CREATE,
  roomAdd: ADD,
  roomRemove: REMOVE,
  roomSetActive: SET_ACTIVE,
  roomSetPlayback: SET_PLAYBACK,
  roomSetBuffering: SET_BUFFERING,
  roomRead: READ,
  roomPlace: PLACE,
} as const;

function pairs(flat: string[]): Map<string, string> {
  const map = new Map<string, string>();
  for (let i = 0; i + 1 < flat.length; i += 2) map.set(flat[i]!, flat[i + 1]!);
  return map;
}

/** A participant as stored, with its flags read back as booleans. */
function parseParticipant(raw: string): RoomParticipant {
  const p = JSON.parse(raw) as RoomParticipant;
  return { ...p, isActive: p.isActive === true, isBuffering: p.isBuffering === true };
}

/** The room's hash (name, createdAt, track, playback, host) as a room without its participants. */
function toHead(roomId: string, meta: Map<string, string>): RoomHead {
  const track = meta.get('track');
  return {
    roomId,
    name: meta.get('name') ?? '',
    hostSocketId: meta.get('host') ?? '',
    createdAt: Number(meta.get('createdAt')),
    track: track ? (JSON.parse(track) as TrackInfo) : null,
    playback: JSON.parse(meta.get('playback') ?? '{}') as PlaybackClock,
  };
}

function toRecord(roomId: string, [metaFlat, order, peopleFlat]: Snapshot): RoomRecord {
  const people = pairs(peopleFlat);
  const participants: RoomParticipant[] = [];
  for (const socketId of order) {
    const raw = people.get(socketId);
    if (raw) participants.push(parseParticipant(raw));
  }
  return { ...toHead(roomId, pairs(metaFlat)), participants };
}

/**
 * The rooms of every process, in Redis under `prefix`. `redis` is a connection the store may use for
 * ordinary commands (not a subscriber); the store does not close it.
 */
export function createRedisRoomStore(redis: Redis, prefix: string): RoomStore {
  for (const [name, lua] of Object.entries(SCRIPTS)) {
    if (!(name in redis)) redis.defineCommand(name, { numberOfKeys: 4, lua });
  }
  const scripted = redis as unknown as ScriptedRedis;
  const roomsKey = `${prefix}rooms`;
  const keysOf = (roomId: string) => {
    const meta = `${prefix}room:${roomId}`;
    return [meta, `${meta}:order`, `${meta}:people`, roomsKey];
  };
  const call = (roomId: string, ...args: string[]) => [...keysOf(roomId), prefix, roomId, ...args];

  function toChange(roomId: string, reply: ChangeReply | null): ParticipantChange {
    if (!reply) return { roomId, room: null, participant: null, newHost: null, deleted: false };
    const [, participant, newHost, deleted, meta] = reply;
    return {
      roomId,
      room: meta ? toHead(roomId, pairs(meta)) : null,
      participant: participant ? parseParticipant(participant) : null,
      newHost: newHost ? parseParticipant(newHost) : null,
      deleted: deleted === 1,
    };
  }

  const store: RoomStore = {
    async create(room: NewRoom) {
      const snapshot = await scripted.roomCreate(
        ...call(
          room.roomId,
          room.name,
          String(room.createdAt),
          room.track ? JSON.stringify(room.track) : '',
          JSON.stringify(room.playback),
          room.host.socketId,
          JSON.stringify(room.host),
          room.host.processId,
        ),
      );
      return snapshot ? toRecord(room.roomId, snapshot) : null;
    },

    async get(roomId) {
      const snapshot = await scripted.roomRead(...call(roomId));
      return snapshot ? toRecord(roomId, snapshot) : null;
    },

    async head(roomId) {
      const meta = await redis.hgetall(keysOf(roomId)[0]!);
      // A room's hash always holds its playback: an empty answer is a room that does not exist.
      return meta.playback === undefined ? null : toHead(roomId, new Map(Object.entries(meta)));
    },

    async place(roomId, socketId) {
      const reply = await scripted.roomPlace(...call(roomId, socketId));
      // A room always holds its host: without it, the room is being deleted.
      if (!reply || !reply[2]) return null;
      const [meta, participant, host] = reply;
      return {
        room: toHead(roomId, pairs(meta)),
        participant: participant ? parseParticipant(participant) : null,
        host: parseParticipant(host!),
      };
    },

    async participantsOf(roomId, socketIds) {
      if (socketIds.length === 0) return [];
      const found = await redis.hmget(keysOf(roomId)[2]!, ...socketIds);
      return found.flatMap((raw) => (raw ? [parseParticipant(raw)] : []));
    },

    async list() {
      const ids = await redis.zrange(roomsKey, '0', '-1');
      const rooms = await Promise.all(ids.map((id) => store.get(id)));
      return rooms.filter((room): room is RoomRecord => room !== null);
    },

    async addParticipant(roomId, participant) {
      const snapshot = await scripted.roomAdd(
        ...call(roomId, participant.socketId, JSON.stringify(participant)),
      );
      return snapshot ? toRecord(roomId, snapshot) : null;
    },

    async removeParticipant(roomId, socketId, options) {
      const reply = await scripted.roomRemove(
        ...call(roomId, socketId, options?.onlyIfInactive ? '1' : '0', options?.onlyIfProcess ?? ''),
      );
      return toChange(roomId, reply);
    },

    async setActive(roomId, socketId, isActive) {
      const reply = await scripted.roomSetActive(...call(roomId, socketId, isActive ? '1' : '0'));
      return toChange(roomId, reply);
    },

    async setPlayback(roomId, playback) {
      return (await scripted.roomSetPlayback(...call(roomId, JSON.stringify(playback), ''))) === 1;
    },

    async setTrack(roomId, track, playback) {
      const reply = await scripted.roomSetPlayback(
        ...call(roomId, JSON.stringify(playback), JSON.stringify(track)),
      );
      return reply === 1;
    },

    async setBuffering(roomId, socketId, isBuffering) {
      const snapshot = await scripted.roomSetBuffering(...call(roomId, socketId, isBuffering ? '1' : '0'));
      return snapshot ? toRecord(roomId, snapshot) : null;
    },

    async removeProcess(processId) {
      const membersKey = `${prefix}process:${processId}:members`;
      const members = await redis.smembers(membersKey);
      const changes: ParticipantChange[] = [];
      for (const member of members) {
        const [roomId, socketId] = member.split('\n') as [string, string];
        const reply = await scripted.roomRemove(...call(roomId, socketId, '0', processId));
        const change = toChange(roomId, reply);
        if (change.participant) changes.push(change);
        else await redis.srem(membersKey, member);
      }
      return changes;
    },

    async close() {
      // The connection belongs to the caller; nothing is held here.
    },
  };
  return store;
}

/** Deletes every key under `prefix` (tests and benchmarks that used their own prefix). */
export async function deleteKeysWithPrefix(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', '500');
    cursor = next;
    if (keys.length > 0) await redis.unlink(...keys);
  } while (cursor !== '0');
}
