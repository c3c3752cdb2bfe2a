import { expect, it } from 'vitest';
import { describeEachDatabase } from '../test/databases';
import { failQueuedMail, findLoggedMail, logMail, recordMailOutcome } from './mailLog';

describeEachDatabase('the mail log', (t) => {
  const line = (toAddress: string, messageId?: string) => ({
    kind: 'campaign',
    userId: null,
    fromAddress: 'Panda Nation <hello@pandanation.test>',
    toAddress,
    subject: 'Out Friday',
    html: '<p>Out Friday.</p>',
    text: 'Out Friday.',
    ...(messageId ? { messageId } : {}),
  });
  const read = (id: number) =>
    t.db.selectFrom('mailMessages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('counts every try and keeps the reason until the message is sent', async () => {
    const id = await logMail(t.db, line('a@example.test', '<a.1@pandanation.test>'));
    expect(await findLoggedMail(t.db, '<a.1@pandanation.test>')).toBe(id);
    expect(await read(id)).toMatchObject({ status: 'queued', attempts: 0, replyTo: null, sentAt: null });

    await recordMailOutcome(t.db, id, { status: 'queued', lastError: '451 try later' });
    expect(await read(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: '451 try later' });

    await recordMailOutcome(t.db, id, { status: 'sent', transport: 'smtp' });
    const sent = await read(id);
    expect(sent).toMatchObject({
      status: 'sent',
      attempts: 2,
      lastError: null,
      transport: 'smtp',
      messageId: '<a.1@pandanation.test>',
    });
    expect(sent.sentAt).not.toBeNull();
  });

  it("records the transport's Message-ID when the sender chose none, and a failure with its reason", async () => {
    const id = await logMail(t.db, line('b@example.test'));
    await recordMailOutcome(t.db, id, { status: 'sent', transport: 'outbox', messageId: '<b@host>' });
    expect(await read(id)).toMatchObject({ status: 'sent', transport: 'outbox', messageId: '<b@host>' });

    const rejected = await logMail(t.db, line('c@example.test'));
    await recordMailOutcome(t.db, rejected, { status: 'failed', lastError: '550 no such user' });
    expect(await read(rejected)).toMatchObject({
      status: 'failed',
      attempts: 1,
      lastError: '550 no such user',
    });
  });

  it('fails only the still queued lines of the Message-IDs it is given', async () => {
    const queued = await logMail(t.db, line('d@example.test', '<d@pandanation.test>'));
    const sent = await logMail(t.db, line('e@example.test', '<e@pandanation.test>'));
    await recordMailOutcome(t.db, sent, { status: 'sent', transport: 'smtp' });
    await failQueuedMail(t.db, ['<d@pandanation.test>', '<e@pandanation.test>'], 'Interrupted');
    await failQueuedMail(t.db, [], 'Interrupted');
    expect(await read(queued)).toMatchObject({ status: 'failed', lastError: 'Interrupted' });
    expect(await read(sent)).toMatchObject({ status: 'sent', lastError: null });
  });
});
