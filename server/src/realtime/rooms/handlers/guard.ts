import { UNAVAILABLE_MESSAGE, outageOf } from '../../../lib/outage';
import { ROOM_MESSAGES, type SocketEventGroup } from '@common/rooms';
import type { z } from 'zod';
import type { RoomsSocket, SocketUser } from '../../types';
import type { RoomsContext } from '../context';
import { runDetached } from '../detached';
import { RoomError } from '../errors';

/** Messages a schema may give that are meant for the user; any other invalid payload reads 'Invalid request'. */
const USER_MESSAGES = new Set<string>([ROOM_MESSAGES.roomNameRequired]);

/**
 * Wraps an event handler: the socket's rate limit for the group, then the payload parsed with its schema,
 * then the handler, in the socket's order. Any refusal becomes an `error` event to the sender.
 */
export function guard<S extends z.ZodType>(
  ctx: RoomsContext,
  socket: RoomsSocket,
  group: SocketEventGroup,
  schema: S,
  handle: (input: z.output<S>) => Promise<void> | void,
): (payload: unknown) => void {
  return (payload: unknown) =>
    enqueue(ctx, socket, async () => {
      if (!(await ctx.limiter.allow(socket.id, socket.data.owner, group)))
        throw new RoomError(ROOM_MESSAGES.rateLimited);
      const parsed = schema.safeParse(payload);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message;
        throw new RoomError(message && USER_MESSAGES.has(message) ? message : ROOM_MESSAGES.invalidPayload);
      }
      await handle(parsed.data);
    });
}

/**
 * Runs work after everything this socket id asked before (a recovered socket is a new object with the
 * same id: it waits for its old self's disconnect); a RoomError is told to the socket, anything else logged.
 */
export function enqueue(ctx: RoomsContext, socket: RoomsSocket, work: () => Promise<void>): void {
  const done = ctx.queues.run(`socket:${socket.id}`, async () => {
    try {
      await work();
    } catch (error) {
      if (error instanceof RoomError) {
        socket.emit('error', { message: error.message });
        return;
      }
      // The database (or storage) is away: the socket stays, the action is refused with a plain message.
      if (outageOf(error)) {
        ctx.log.warn(
          { socketId: socket.id, err: (error as Error).message },
          'socket event refused: dependency unavailable',
        );
        socket.emit('error', { message: UNAVAILABLE_MESSAGE });
        return;
      }
      ctx.log.error({ err: error, socketId: socket.id }, 'socket event failed');
      socket.emit('error', { message: 'Something went wrong on our side. Please try again.' });
    }
  });
  runDetached(ctx.log, done, 'socket event failed');
}

/** The signed-in user of a socket, or the refusal with this message. */
export function requireSocketUser(socket: RoomsSocket, message: string): SocketUser {
  if (!socket.data.user) throw new RoomError(message);
  return socket.data.user;
}
