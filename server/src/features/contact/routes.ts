import { CONTACT, CONTACT_MESSAGES, type ContactDetails, contactSchema } from '@common/contact';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { doc } from '../../lib/apiDoc';
import { parseInput } from '../../lib/validate';
import { receiveContactMessage } from './commands/receiveContactMessage';

const HOUR = 3600;

/**
 * GET /api/contact/details: the configured support address (and phone, when one is configured).
 * POST /api/contact: validated, limited per IP and per sender address, stored and mailed to support.
 */
export function contactRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx.database;
  const rule = {
    durationSeconds: HOUR,
    points: ctx.config.rateLimits.contactPerHour,
    message: CONTACT_MESSAGES.tooMany,
  };
  const byIp = ctx.limits.limiter({ name: 'contact-ip', ...rule });
  const byAddress = ctx.limits.limiter({ name: 'contact-address', ...rule });

  const detailsDoc = doc({
    summary: 'The support address, phone (when configured) and location the contact page shows',
    auth: 'none',
    responses: { 200: 'ContactDetails' },
  });
  app.get('/api/contact/details', detailsDoc, async (): Promise<ContactDetails> => ({
    supportEmail: ctx.config.mail.supportEmail,
    phone: ctx.config.mail.supportPhone,
    location: CONTACT.location,
  }));

  const contactDoc = doc({
    summary: 'Send a message to support (stored and mailed; signed-in senders are linked)',
    auth: 'optional',
    body: contactSchema,
    responses: {
      201: { type: 'ApiError', description: `\`{ "message": "${CONTACT_MESSAGES.received}" }\`` },
    },
    rateLimit: 'messages an hour per address and per sender email (the configured contact limit)',
  });
  app.post('/api/contact', contactDoc, async (request, reply) => {
    const input = parseInput(contactSchema, request.body);
    await byIp.take(request.ip);
    await byAddress.take(input.email.toLowerCase());
    reply.code(201);
    // A filled honeypot is a bot: it is told the same as a person, and nothing is stored or sent.
    if (input.website?.trim()) return { message: CONTACT_MESSAGES.received };
    const user = await request.currentUser();
    await receiveContactMessage(db, ctx.config, input, user?.id ?? null);
    return { message: CONTACT_MESSAGES.received };
  });
}
